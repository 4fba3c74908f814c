import { useEffect, useRef, useState } from "react";
import { type FilePurpose, IMAGE_ACCEPT } from "../../src/contracts/files.ts";
import { useI18n } from "../lib/i18n.tsx";

type Props = {
  /** The file input's name; the finished upload's id is posted as `<name>_upload`. */
  name: string;
  purpose: FilePurpose;
  label: string;
  hint?: string;
  /** The page's upload token (also posted as `upload_token`) and the public API key. */
  uploadToken: string;
  apiKey: string;
  /** An error from the server after a plain-form post, already in the page's language. */
  error?: string;
  /** The front camera for a selfie, the back one for a card. */
  capture?: "user" | "environment";
  /** An upload this field already finished (kept by the step after a refused post): posted again unless replaced. */
  uploaded?: string | undefined;
};

type State =
  | { kind: "idle" }
  | { kind: "preparing" }
  | { kind: "uploading"; percent: number; retrying: boolean }
  | { kind: "done" }
  | { kind: "failed"; message: string };

/**
 * A photo field for the identity check. Without JavaScript it is a plain file input that the
 * step's form posts (app/lib/form-uploads.server.ts). After hydration, choosing a photo shrinks
 * it and uploads it resumably (image-upload-client.ts, loaded only then), puts the upload's id in
 * the hidden field and empties the file input, so the form itself posts a few bytes.
 */
export function ImageUploadField({ name, purpose, label, hint, uploadToken, apiKey, error, capture, uploaded }: Props) {
  const { t, locale } = useI18n();
  // The same id scheme as Field, so an error summary can link to the input.
  const id = `field-${name}`;
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploadId, setUploadId] = useState(uploaded ?? "");
  const [state, setState] = useState<State>(uploaded ? { kind: "done" } : { kind: "idle" });
  const shown = state.kind === "failed" ? state.message : state.kind === "idle" ? error : undefined;

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploadId("");
    setState({ kind: "preparing" });
    const client = await import("./image-upload-client.ts");
    const photo = await client.shrinkPhoto(file);
    setState({ kind: "uploading", percent: 0, retrying: false });
    await client.uploadPhoto(
      photo,
      { purpose, token: uploadToken, apiKey, language: locale.language },
      {
        onProgress: (percent) => setState({ kind: "uploading", percent, retrying: false }),
        onRetrying: () => setState((s) => (s.kind === "uploading" ? { ...s, retrying: true } : s)),
        onSuccess: (finished) => {
          setUploadId(finished);
          // The form now carries the id, not the photo.
          if (fileRef.current) fileRef.current.value = "";
          setState({ kind: "done" });
        },
        onError: (message) => setState({ kind: "failed", message: message ?? t("uploads.failed") }),
      },
    );
  }

  // On a slow network a photo is often chosen before the page's script has run: the change event
  // then went unheard, so the photo still in the input is taken up once the field comes alive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const early = fileRef.current?.files?.[0];
    if (early) void choose(early);
  }, []);

  return (
    <div className="field image-upload">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={fileRef}
        id={id}
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        // A screenshot is picked from the gallery, never taken with the camera.
        capture={purpose === "screenshot" ? undefined : (capture ?? (purpose === "selfie" ? "user" : "environment"))}
        aria-describedby={`${hint ? `${id}-hint ` : ""}${id}-status`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <input type="hidden" name={`${name}_upload`} value={uploadId} />
      {state.kind === "uploading" ? (
        <progress max={100} value={state.percent} aria-labelledby={`${id}-status`} />
      ) : null}
      <p id={`${id}-status`} className={shown ? "field-error" : "field-status"} aria-live="polite">
        {shown ??
          (state.kind === "preparing"
            ? t("uploads.preparing")
            : state.kind === "uploading"
              ? state.retrying
                ? t("uploads.paused")
                : t("uploads.progress", { percent: state.percent })
              : state.kind === "done"
                ? t("uploads.done")
                : t("uploads.choose"))}
      </p>
    </div>
  );
}
