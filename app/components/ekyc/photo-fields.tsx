import type { FilePurpose } from "../../../src/contracts/files.ts";
import { type FormText, useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ImageUploadField } from "../image-upload-field.tsx";
import { usePublicConfig } from "../site-header.tsx";

export type PhotoFieldSpec = { name: "front" | "back" | "selfie"; purpose: FilePurpose; label: string };

type Props = {
  fields: PhotoFieldSpec[];
  /** The draft's upload token: sent with every upload and with the form that keeps them. */
  uploadToken: string;
  /** Photos this order already has, by field: shown as done and posted again unless replaced. */
  kept: Partial<Record<PhotoFieldSpec["name"], string>>;
  errors: Record<string, FormText> | undefined;
};

/** The photo inputs of a step, with the page's upload token (a plain form posts it with the files). */
export function PhotoFields({ fields, uploadToken, kept, errors }: Props) {
  const { t } = useI18n();
  const say = useFormText();
  const { apiKey } = usePublicConfig();
  return (
    <>
      <input type="hidden" name="upload_token" value={uploadToken} />
      {fields.map((field) => {
        const error = errors?.[field.name];
        return (
          <ImageUploadField
            key={field.name}
            name={field.name}
            purpose={field.purpose}
            label={field.label}
            hint={t("ekyc.photoHint")}
            uploadToken={uploadToken}
            apiKey={apiKey}
            error={error ? say(error) : undefined}
            uploaded={error ? undefined : kept[field.name]}
          />
        );
      })}
    </>
  );
}
