/**
 * What the identity check's steps (ekyc/step-1..3) share on the server: reading the order draft
 * with the step rules of order-steps.ts, keeping the photos a plain or enhanced form posted, and
 * saving the draft on the way to the next step.
 */
import { data, redirect } from "react-router";
import { type FilePurpose, UPLOAD_TOKEN } from "../../src/contracts/files.ts";
import { apiText, messageKey } from "./form-text.ts";
import { type FormUploads, receiveFormUploads } from "./form-uploads.server.ts";
import type { FormErrors } from "./forms.ts";
import { localeOf } from "./locale.ts";
import { type OrderDraft, orderDraftCookie, readOrderDraft } from "./order-draft.server.ts";
import { type OrderStep, stepPosition, stepRedirect, stepsFor } from "./order-steps.ts";
import { stepHref, type WizardArgs } from "./order-wizard.server.ts";
import { PRIVATE_HEADERS } from "./payment-route.ts";

export type StepArgs = WizardArgs;
/** The wizard's own way on: keep the draft, go to its next missing step. */
export { saveAndContinue } from "./order-wizard.server.ts";

export type PhotoName = keyof OrderDraft["photos"];
export const PHOTO_PURPOSES: Record<PhotoName, FilePurpose> = { front: "id_front", back: "id_back", selfie: "selfie" };

/**
 * The draft for `step`, or null when there is none (the page explains how to start an order). A
 * draft whose earlier steps are missing is sent to the first of them, so no form is a dead end.
 */
export function draftForStep(args: StepArgs, step: OrderStep): OrderDraft | null {
  const draft = readOrderDraft(args.context, args.request);
  if (!draft) return null;
  const missing = stepRedirect(draft, step);
  if (missing) throw redirect(stepHref(localeOf(args.params), missing), { headers: PRIVATE_HEADERS });
  return draft;
}

/** What a step's page shows of the draft: its position, the way back, and the photos already kept. */
export function stepView(args: StepArgs, draft: OrderDraft, step: OrderStep) {
  const steps = stepsFor(draft);
  const previous = steps[steps.indexOf(step) - 1];
  return {
    position: stepPosition(draft, step),
    back: previous ? stepHref(localeOf(args.params), previous) : null,
    uploadToken: draft.uploadToken,
    photos: draft.photos,
  };
}

/**
 * A refused form: its errors, what was typed and the photos that did arrive (shown as done, so they
 * need not be sent again), with a 4xx; `draft` is saved when given.
 */
export function refuse(
  args: StepArgs,
  status: number,
  errors: FormErrors,
  kept: { draft?: OrderDraft; photos?: OrderDraft["photos"]; values?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...PRIVATE_HEADERS };
  if (kept.draft) headers["Set-Cookie"] = orderDraftCookie(args.context, kept.draft);
  const photos = kept.photos ?? kept.draft?.photos ?? {};
  return data({ errors, values: kept.values ?? {}, photos }, { status, headers });
}

const UPLOAD_ID = /^[0-9a-f-]{36}$/;

const MISSING: Record<PhotoName, string> = {
  front: "ekyc.photoMissing.front",
  back: "ekyc.photoMissing.back",
  selfie: "ekyc.photoMissing.selfie",
};

export type ReceivedPhotos =
  | { ok: false; status: number; errors: FormErrors; photos: OrderDraft["photos"] }
  | { ok: true; form: FormData; token: string; photos: OrderDraft["photos"]; errors: FormErrors };

/**
 * Reads a step's form with its photos (uploaded here when posted as files, or already uploaded by
 * the component) and returns the photos kept before with the new ones, and an error for each named
 * photo that is neither new nor kept from before. The form must carry this draft's upload token:
 * a page left open from an older draft would send photos that this order can never claim. Without
 * a draft (`uploadToken` null: the page minted one), the form's own well-formed token is used.
 */
export async function receivePhotos(
  args: StepArgs,
  a: { uploadToken: string | null; kept: OrderDraft["photos"] },
  names: PhotoName[],
): Promise<ReceivedPhotos> {
  const locale = localeOf(args.params);
  const files = Object.fromEntries(names.map((name) => [name, PHOTO_PURPOSES[name]]));
  const received: FormUploads | null = await receiveFormUploads(args.context, args.request, locale, files);
  if (!received)
    return { ok: false, status: 413, errors: { fields: {}, form: messageKey("ekyc.tooLarge") }, photos: {} };
  const token = a.uploadToken ?? (UPLOAD_TOKEN.test(received.token ?? "") ? received.token : null);
  if (!token || received.token !== token) {
    return { ok: false, status: 409, errors: { fields: {}, form: messageKey("ekyc.stale") }, photos: {} };
  }
  const photos = { ...a.kept };
  const fields: FormErrors["fields"] = {};
  for (const name of names) {
    const upload = received.uploads[name];
    if (upload && "uploadId" in upload && UPLOAD_ID.test(upload.uploadId)) photos[name] = upload.uploadId;
    else if (upload && "error" in upload) {
      delete photos[name];
      fields[name] = upload.error.message ? apiText(upload.error.message) : messageKey("uploads.failed");
    } else if (!photos[name]) fields[name] = messageKey(MISSING[name]);
  }
  return { ok: true, form: received.form, token, photos, errors: { fields } };
}

/** The text fields of a form as strings (files were taken out by receivePhotos). */
export const textValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
