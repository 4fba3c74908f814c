import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { DetailsFields } from "../ekyc/details-fields.tsx";
import { PhotoFields } from "../ekyc/photo-fields.tsx";
import { ErrorSummary } from "../error-summary.tsx";

const ITEM_ORDER = ["plan", "front", "back", "selfie", "fullName", "dateOfBirth", "nationalId"];

/**
 * The identity check a request carries when the holder has not passed one: the national card's
 * two sides, a selfie and the card's details, the same fields as an order's eKYC.
 */
export function ConversionIdentity(props: {
  uploadToken: string;
  values: Record<string, string>;
  photos: Partial<Record<"front" | "back" | "selfie", string>>;
  errors: FormErrors | undefined;
  attempt: unknown;
}) {
  const { t } = useI18n();
  const fields = props.errors?.fields;
  const items = ITEM_ORDER.flatMap((field) => (fields?.[field] ? [{ field, message: fields[field] }] : []));
  return (
    <fieldset className="conversion-identity">
      <legend>{t("plans.convert.identity.title")}</legend>
      <p className="field-hint">{t("plans.convert.identity.lead")}</p>
      <ErrorSummary title={t("ekyc.errorsTitle")} items={items} attempt={props.attempt} />
      {/* The list is written here, not shared from photo-fields.tsx: that module is in the "forms" chunk
          every public form page loads (vite.config.ts), and the careers page has 53 bytes of budget left. */}
      <PhotoFields
        fields={[
          { name: "front", purpose: "id_front", label: t("ekyc.photos.front") },
          { name: "back", purpose: "id_back", label: t("ekyc.photos.back") },
          { name: "selfie", purpose: "selfie", label: t("ekyc.selfie.label") },
        ]}
        uploadToken={props.uploadToken}
        kept={props.photos}
        errors={fields}
      />
      <DetailsFields values={props.values} errors={fields} />
      <p className="field-hint">{t("plans.convert.identity.privacy")}</p>
    </fieldset>
  );
}
