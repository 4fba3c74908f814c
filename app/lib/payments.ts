/**
 * How a payment's state is worded and what the payment forms answer: shared by the pages, their
 * components and the statement, so a state always reads the same. What the API answers is typed
 * by its contract (src/contracts/api/payments.ts).
 */
import type { VoucherRecharge } from "../../src/contracts/api/payments.ts";
import { OPEN_PAYMENT_STATES, type PaymentPurpose, type PaymentState } from "../../src/contracts/payment-values.ts";
import type { FormErrors } from "./forms.ts";

export const isOpen = (state: PaymentState) => OPEN_PAYMENT_STATES.includes(state);

/**
 * How the customer should read a state: waiting, done, not done (nothing charged), money back, or
 * money on its way back (a refund being retried: docs/decisions/036).
 */
export type StateTone = "open" | "success" | "failed" | "refunded" | "refunding";

export function stateTone(state: PaymentState): StateTone {
  if (isOpen(state)) return "open";
  if (state === "fulfilled") return "success";
  if (state === "refunded") return "refunded";
  if (state === "refund_failed") return "refunding";
  return "failed";
}

/** Written out so the catalogue check sees every key in use. */
export const stateKeys: Record<PaymentState, string> = {
  created: "payments.state.created",
  pending: "payments.state.pending",
  succeeded: "payments.state.succeeded",
  fulfilled: "payments.state.fulfilled",
  failed: "payments.state.failed",
  expired: "payments.state.expired",
  cancelled: "payments.state.cancelled",
  refunded: "payments.state.refunded",
  refund_failed: "payments.state.refund_failed",
};

export const purposeKeys: Record<PaymentPurpose, string> = {
  recharge: "payments.purpose.recharge",
  bill: "payments.purpose.bill",
  order: "payments.purpose.order",
};

/** What a payment form's action answers when it does not send the browser on (a redirect). */
export type PaymentFormResult = {
  /** `cancel`: an unfinished payment was cancelled (or could not be: `errors`). */
  intent: "voucher" | "online" | "bill" | "cancel";
  errors: FormErrors | null;
  /** The API's error code (stable, unlike the message), or ours: form_expired, validation_failed. */
  code: string | null;
  /** What was typed, so a page drawn again without JavaScript keeps it. */
  values: Record<string, string>;
  recharge: VoucherRecharge | null;
  /** Proving a locked number by SMS code (card recharge only); absent on other forms. */
  proof?: RechargeProof | null;
};

/**
 * The steps of "get a code by SMS to recharge anyway", drawn by the server so they work without
 * JavaScript: the offer (the number is locked), the code step, then the ticket the card form carries.
 * `msisdn` is the number as the form sent it.
 */
export type RechargeProof =
  | { step: "offer"; msisdn: string }
  | { step: "code"; msisdn: string; flowId: string }
  | { step: "proved"; msisdn: string; ticket: string };

/** The API's code for the number's own card lock-out, which a proof of the number lifts. */
export const NUMBER_LOCKED = "voucher_number_locked";

/** The two ways to recharge, chosen with `?method=`. */
export type RechargeMethod = "card" | "online";

/** The amount radio's value for "another amount", typed in the field `amountOther`. */
export const OTHER_AMOUNT = "other";
