/**
 * What every step of the order wizard shares: the draft from its cookie, the rule that a step
 * opened too early sends the visitor to the first step still missing, and saving the draft on the
 * way to the next step. The steps themselves only decide what their form changes.
 */
import { redirect } from "react-router";
import { localeOf } from "./locale.ts";
import { type OrderDraft, orderDraftCookie, readOrderDraft } from "./order-draft.server.ts";
import {
  nextStep,
  ORDER_PLACED_PATH,
  ORDER_STEP_PATHS,
  type OrderStep,
  stepRedirect,
  stepsFor,
} from "./order-steps.ts";
import type { PaymentArgs } from "./payment-pages.server.ts";

export type WizardArgs = PaymentArgs;

/** The address of a step in the visitor's language. */
export const stepHref = (lang: string, step: OrderStep) => `/${lang}/${ORDER_STEP_PATHS[step]}`;
export const placedHref = (lang: string) => `/${lang}/${ORDER_PLACED_PATH}`;

/** The step before `step` on this draft's road, for the Back link; none before the first. */
export function previousStep(draft: OrderDraft | null, step: OrderStep): OrderStep | null {
  if (!draft) return null;
  const steps = stepsFor(draft);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/**
 * The draft a step (other than the first) works on. A step whose earlier steps are not done yet
 * answers with a 302 to the first missing one (thrown, so loaders and actions stop there).
 */
export function openStep(args: WizardArgs, step: Exclude<OrderStep, "product">): OrderDraft {
  const draft = readOrderDraft(args.context, args.request);
  const elsewhere = stepRedirect(draft, step);
  if (!draft || elsewhere) throw redirect(stepHref(localeOf(args.params), elsewhere ?? "product"));
  return draft;
}

/** The Set-Cookie header keeping `draft`, for a response that stays on the page. */
export const draftHeaders = (args: WizardArgs, draft: OrderDraft | null) => ({
  "Set-Cookie": orderDraftCookie(args.context, draft),
  "Cache-Control": "private, no-store",
});

/** Keeps the changed draft and goes on to the first step it still needs (review when all are done). */
export function saveAndContinue(args: WizardArgs, draft: OrderDraft): Response {
  return redirect(stepHref(localeOf(args.params), nextStep(draft)), { headers: draftHeaders(args, draft) });
}

/** Keeps the draft and goes to `to` (a path after the language, or an absolute address). */
export function saveAndGo(args: WizardArgs, draft: OrderDraft, to: string): Response {
  const href = /^https?:\/\//.test(to) ? to : `/${localeOf(args.params)}/${to}`;
  return redirect(href, { headers: draftHeaders(args, draft) });
}
