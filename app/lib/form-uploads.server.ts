/**
 * Photos posted by a plain form (no JavaScript) on the identity check's steps. Each file part is
 * handed to the same tus endpoint the browser component uses, through the page's way to the API,
 * so both paths give the same upload id, the same checks and the same localized errors, and the
 * web app still touches neither the database nor storage (DESIGN.md). No multipart parser that
 * streams is installed, so the form is parsed with `request.formData()` after its size is checked
 * (the server's EKYC_STEP_PAGE limit refuses a larger body before it is read): at most three
 * photos and a few fields are held in memory (docs/decisions/049-private-uploads.md).
 */
import type { RouterContextProvider } from "react-router";
import { ekycFormMaxBytes, type FilePurpose, UPLOAD_TOKEN, UPLOAD_TOKEN_HEADER } from "../../src/contracts/files.ts";
import { getLocale, type LocaleCode } from "../../src/i18n/locales.ts";
import { type WebEnv, webEnvContext } from "../context.ts";
import { formWithin } from "./limited-form.ts";

/** The form field carrying the page's upload token (the component sends the same one to tus). */
export const UPLOAD_TOKEN_FIELD = "upload_token";
/** The hidden field the component fills with a finished upload's id, beside the file input `name`. */
export const uploadIdField = (name: string) => `${name}_upload`;

export type FormUpload = { uploadId: string } | { error: { code: string; message: string } } | null;
export type FormUploads = { form: FormData; token: string | null; uploads: Record<string, FormUpload> };

/**
 * Reads the posted form and, for each file field in `files` (field name → purpose), uploads the
 * chosen photo, or takes the upload id the component already put in the hidden field. Null for a
 * field with neither. Null `form` result: the body was over the step's limit.
 */
export async function receiveFormUploads(
  context: Pick<RouterContextProvider, "get">,
  request: Request,
  locale: LocaleCode,
  files: Record<string, FilePurpose>,
): Promise<FormUploads | null> {
  const env = context.get(webEnvContext);
  const form = await formWithin(request, ekycFormMaxBytes(env.config.uploads.maxBytes));
  if (!form) return null;
  const posted = String(form.get(UPLOAD_TOKEN_FIELD) ?? "");
  // Only a well-formed token may go into a header (any other text can throw there); a missing
  // one is the API's to refuse, in the visitor's language.
  const token = UPLOAD_TOKEN.test(posted) ? posted : null;
  const uploads: Record<string, FormUpload> = {};
  for (const [name, purpose] of Object.entries(files)) {
    const file = form.get(name);
    const earlier = String(form.get(uploadIdField(name)) ?? "");
    if (file instanceof File && file.size > 0) {
      uploads[name] = await sendToTus(env, locale, { file, purpose, token });
    } else uploads[name] = earlier ? { uploadId: earlier } : null;
    // What the action keeps of the form is its fields, not the photos.
    form.delete(name);
  }
  return { form, token, uploads };
}

/** One tus upload in two requests: create with the length and purpose, then the whole file. */
async function sendToTus(
  env: WebEnv,
  locale: LocaleCode,
  a: { file: File; purpose: FilePurpose; token: string | null },
): Promise<FormUpload> {
  const headers = {
    "X-API-Key": env.config.apiKey,
    "Accept-Language": getLocale(locale).language,
    "X-Request-Id": env.requestId,
    "X-Client-IP": env.clientIp,
    "X-Client-IP-Signature": env.clientIpSignature,
    ...(a.token ? { [UPLOAD_TOKEN_HEADER]: a.token } : {}),
    "Tus-Resumable": "1.0.0",
  };
  const created = await env.apiTransport(
    new Request(`${env.apiBaseUrl}/uploads`, {
      method: "POST",
      headers: {
        ...headers,
        "Upload-Length": String(a.file.size),
        "Upload-Metadata": `purpose ${Buffer.from(a.purpose).toString("base64")}`,
      },
    }),
  );
  if (created.status !== 201) return errorOf(created);
  const location = new URL(created.headers.get("location") ?? "", env.apiBaseUrl);
  const sent = await env.apiTransport(
    new Request(location, {
      method: "PATCH",
      headers: { ...headers, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
      // Already in memory (formData); a stream here would need `duplex`, which the DOM types lack.
      body: await a.file.arrayBuffer(),
    }),
  );
  if (sent.status !== 204) return errorOf(sent);
  return { uploadId: location.pathname.split("/").at(-1) ?? "" };
}

async function errorOf(response: Response): Promise<FormUpload> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === "object" && "code" in body && "message" in body) {
    return { error: { code: String(body.code), message: String(body.message) } };
  }
  return { error: { code: "upload_refused", message: "" } };
}
