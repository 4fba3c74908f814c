/**
 * The payment vocabulary without its schemas (payments.ts re-exports all of it), so that browser
 * code can name states and build receipt links without loading zod.
 */

export const VOUCHER_CODE_LENGTH = 14;

/** `order` pays for an order (payments.order_id) instead of crediting a line. */
export const paymentPurposes = ["recharge", "bill", "order"] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * A payment's life (DESIGN.md "Money and balances", docs/decisions/036): created → pending →
 * succeeded → fulfilled, or failed, expired, cancelled (abandoned by the customer), refunded; a
 * success the line cannot take whose refund the gateway refused or could not do is
 * `refund_failed`, retried until `refunded`. Only `fulfilled` means the money reached the line.
 */
export const paymentStates = [
  "created",
  "pending",
  "succeeded",
  "fulfilled",
  "failed",
  "expired",
  "cancelled",
  "refunded",
  "refund_failed",
] as const;
export type PaymentState = (typeof paymentStates)[number];

/** States in which the customer waits: the page refreshes itself and no second payment starts. */
export const OPEN_PAYMENT_STATES: readonly PaymentState[] = ["created", "pending", "succeeded"];

/** Limits of online payments; configuration, with these defaults (IQD, per Baghdad day). */
export type PaymentLimits = { minIqd: number; maxIqd: number; dailyPerNumberIqd: number };

/** Suggested recharge amounts shown as one-tap choices. */
export const RECHARGE_PRESETS_IQD = [5_000, 10_000, 25_000, 50_000] as const;

/**
 * The receipt page of a payment, where the gateway sends the browser back. The token is the
 * receipt's only key for someone who is not signed in (the return is a cross-site navigation, so
 * no session cookie arrives); the API keeps only its hash.
 */
export const receiptPath = (locale: string, paymentId: string, token?: string) =>
  `/${locale}/payments/${paymentId}${token ? `?t=${encodeURIComponent(token)}` : ""}`;

/**
 * Why a payment ended as it did (a payment's `reason`): declined or cancelled at the gateway, not
 * finished in time, the gateway could not be reached, or (refunded) the line could not take it.
 */
export const paymentReasons = [
  "declined",
  "expired",
  "abandoned",
  /** The customer cancelled it before paying ("Cancel" on an unfinished payment). */
  "customer_cancelled",
  "gateway_unavailable",
  "line_not_in_service",
  "amount_mismatch",
  "late",
  "gateway_refund",
  /** The order was cancelled, rejected or expired: its money goes back. */
  "order_closed",
] as const;
export type PaymentReason = (typeof paymentReasons)[number];

/** The short reference of a payment that receipts and SMS show (the id's first eight characters). */
export const paymentReference = (paymentId: string) => paymentId.slice(0, 8).toUpperCase();
