/**
 * The two photo steps of the identity check: ekyc/step-1 (the card's front and back) and
 * ekyc/step-2 (the selfie). Photos arrive already uploaded by the component (JavaScript) or as files
 * in the form (without); either way the draft keeps their upload ids for the order to claim.
 */
import { redirect } from "react-router";
import {
  draftForStep,
  type PhotoName,
  receivePhotos,
  refuse,
  type StepArgs,
  saveAndContinue,
  stepView,
} from "../../lib/ekyc-steps.server.ts";
import type { OrderStep } from "../../lib/order-steps.ts";
import { pageUrlOf } from "../../lib/page-url.ts";

/** The step's view, or null without an order (the page explains how to start one). */
export function photoStepData(args: StepArgs, step: OrderStep) {
  const draft = draftForStep(args, step);
  return draft ? stepView(args, draft, step) : null;
}

/**
 * Keeps the photos that arrived (also when another is refused, so it need not be sent again) and
 * goes on when all of `names` are there; else 400 with a message beside each photo still missing.
 */
export async function submitPhotoStep(args: StepArgs, step: OrderStep, names: PhotoName[]) {
  const draft = draftForStep(args, step);
  // The draft ran out while the page was open: the page itself now explains how to start again.
  if (!draft) throw redirect(pageUrlOf(args.request).pathname);
  const received = await receivePhotos(args, { uploadToken: draft.uploadToken, kept: draft.photos }, names);
  if (!received.ok) return refuse(args, received.status, received.errors);
  const next = { ...draft, photos: received.photos };
  if (Object.keys(received.errors.fields).length > 0) return refuse(args, 400, received.errors, { draft: next });
  return saveAndContinue(args, next);
}
