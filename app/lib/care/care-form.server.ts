/**
 * What every care form's action shares: the posted fields read back (with a screenshot, by plain
 * form or already uploaded by the page), the signed form token that makes a double submit open one
 * ticket (its key is the API's Idempotency-Key, as the payment forms do), and the answer a form
 * draws again: its step, its errors by field, and what the visitor typed.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { viewerContext } from "../../context.ts";
import { apiFor } from "../api.server.ts";
import { type FormText, messageKey } from "../form-text.ts";
import { mintFormToken, verifyFormToken } from "../form-token.server.ts";
import { receiveFormUploads } from "../form-uploads.server.ts";
import { apiFormErrors, type FormErrors } from "../forms.ts";
import { localeOf } from "../locale.ts";
import { localizedPath } from "../paths.ts";
import type { CareResult } from "./care-result.ts";
import { fieldOf } from "./ticket-form.ts";

export type { CareResult } from "./care-result.ts";

export type CareArgs = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

/** Fields a care form may post back; anything else (token, challenge, hidden field, code) is not echoed. */
const ECHOED = [
  "type",
  "topic",
  "text",
  "rating",
  "faultKind",
  "governorate",
  "city",
  "area",
  "lat",
  "lng",
  "happenedAt",
  "company",
  "size",
  "need",
  "contactName",
  "contact",
  "product",
  "line",
];

export type Posted = { form: FormData; values: Record<string, string>; screenshot: ScreenshotPost };
type ScreenshotPost = { uploadId: string; uploadToken: string } | { error: FormText } | null;

/** The API client of a care page: with the session when signed in, without a dead one otherwise. */
export const careApi = (args: CareArgs) =>
  apiFor(args.context, args.request, localeOf(args.params), { signedOut: !args.context.get(viewerContext) });

export const isSignedIn = (args: CareArgs) => args.context.get(viewerContext) !== null;

/** A fresh signed key for the form being drawn, and a page upload token for its screenshot. */
export const mintTicketToken = (args: CareArgs) => mintFormToken(args.context, "ticket");
export const ticketKey = (args: CareArgs, token: unknown) => verifyFormToken(args.context, "ticket", token);

/** Reads the post; with `screenshot`, a file part is uploaded as the identity steps do. */
export async function readPost(args: CareArgs, screenshot: boolean): Promise<Posted | null> {
  let form: FormData;
  let shot: ScreenshotPost = null;
  if (screenshot) {
    const got = await receiveFormUploads(args.context, args.request, localeOf(args.params), {
      screenshot: "screenshot",
    });
    if (!got) return null;
    form = got.form;
    const upload = got.uploads.screenshot;
    if (upload && "error" in upload) shot = { error: { text: upload.error.message } };
    else if (upload && got.token) shot = { uploadId: upload.uploadId, uploadToken: got.token };
  } else form = await args.request.formData();
  const values: Record<string, string> = {};
  for (const name of ECHOED) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v.trim().slice(0, name === "text" ? 4000 : 200);
  }
  return { form, values, screenshot: shot };
}

export function answer(result: CareResult, status = 200) {
  return data(result, { status: result.errors?.retryAfter ? 429 : status });
}

export const refuse = (posted: Posted, errors: FormErrors, step: CareResult["step"] = "form") =>
  answer(
    {
      step,
      errors,
      values: posted.values,
      ...(posted.screenshot && "uploadId" in posted.screenshot ? { uploaded: posted.screenshot.uploadId } : {}),
    },
    422,
  );

/** The form was drawn too long ago (or its token was tampered with): drawn again with a fresh one. */
export const expired = (posted: Posted) => refuse(posted, { fields: {}, form: messageKey("care.form.expired") });

/** The API's refusal with its field paths named as the form names them (`details.company` is `company`). */
export function apiErrors(error: unknown): FormErrors {
  const errors = apiFormErrors(error);
  const fields: Record<string, FormText> = {};
  for (const [path, message] of Object.entries(errors.fields)) {
    if (path === "contactTicket" || path === "idempotency-key") errors.form ??= message;
    else fields[fieldOf(path.split("."))] ??= message;
  }
  return { ...errors, fields };
}

export const isRefusal = (error: unknown) => error instanceof ApiClientError && error.status < 500;

/** After a ticket is opened: its confirmation, so a refresh shows it again instead of posting again. */
export function toConfirmation(args: CareArgs, reference: string, type: string) {
  const path = localizedPath(localeOf(args.params), "/support/contact-us/sent");
  return redirect(`${path}?ref=${encodeURIComponent(reference)}&type=${encodeURIComponent(type)}`);
}
