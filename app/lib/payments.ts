/**
 * What the payment pages receive from the API (shapes of /payments, /recharges/voucher and
 * /bills/due) and how a payment's state is worded: shared by the pages, their components and
 * the statement, so a state always reads the same.
 */
import {
  OPEN_PAYMENT_STATES,
  type PaymentLimits,
  type PaymentPurpose,
  type PaymentState,
} from "../../src/contracts/payments.ts";

export type PaymentView = {
  id: string;
  purpose: PaymentPurpose;
  state: PaymentState;
  amountIqd: number;
  msisdnMasked: string;
  provider: string;
  createdAt: string;
  updatedAt: string;
  fulfilledAt: string | null;
  /** Why it failed or was refunded, as an error code (declined, expired, line_not_in_service…). */
  reason: string | null;
  /** The reason in the visitor's language. */
  reasonMessage: string | null;
  /** Set while the payment is open: when to ask again. */
  refreshAfterSeconds: number | null;
};

/** GET /payments/options: `online` null means online payment is switched off. */
export type PaymentOptions = {
  online: { gateway: string; test: boolean } | null;
  limits: PaymentLimits;
  presets: number[];
};

/** POST /recharges/voucher. */
export type VoucherRecharge = {
  reference: string;
  msisdnMasked: string;
  amountIqd: number;
  /** Only when the line is the signed-in customer's own. */
  balanceIqd: number | null;
  redeemedAt: string;
};

/** GET /bills/due: amountDueIqd 0 is the neutral "no bill to pay" (also for unknown or prepaid numbers). */
export type BillDue = {
  msisdnMasked: string;
  holderMasked: string | null;
  amountDueIqd: number;
  dueAt: string | null;
  overdue: boolean;
  paymentPending: boolean;
};

export const isOpen = (state: PaymentState) => OPEN_PAYMENT_STATES.includes(state);

/** How the customer should read a state: waiting, done, or not done (nothing charged / money back). */
export type StateTone = "open" | "success" | "failed" | "refunded";

export function stateTone(state: PaymentState): StateTone {
  if (isOpen(state)) return "open";
  if (state === "fulfilled") return "success";
  if (state === "refunded") return "refunded";
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
  refunded: "payments.state.refunded",
};

export const purposeKeys: Record<PaymentPurpose, string> = {
  recharge: "payments.purpose.recharge",
  bill: "payments.purpose.bill",
};

/** What a payment form's action answers when it does not send the browser on (a redirect). */
export type PaymentFormResult = {
  intent: "voucher" | "online" | "bill";
  errors: { fields: Record<string, string>; form?: string; retryAfter?: number } | null;
  /** The API's error code (stable, unlike the message), or ours: form_expired, validation_failed. */
  code: string | null;
  /** What was typed, so a page drawn again without JavaScript keeps it. */
  values: Record<string, string>;
  recharge: VoucherRecharge | null;
};

/** The amount radio's value for "another amount", typed in the field `amountOther`. */
export const OTHER_AMOUNT = "other";
