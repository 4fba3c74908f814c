/** Forms and queries of myzain, shared by the browser and the API. */
import { z } from "zod";

export const purchaseSchema = z.object({
  offering: z.string({ error: "validation.offering.required" }).regex(/^[a-z0-9-]{1,80}$/, {
    error: "validation.offering.required",
  }),
  autoRenew: z
    .union([z.boolean(), z.enum(["on", "true", "false"])])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true"),
});

/** An Idempotency-Key: what a client mints per attempt to buy (UUIDs fit). */
export const idempotencyKeySchema = z
  .string({ error: "validation.idempotencyKey.required" })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: "validation.idempotencyKey.required" });

export const servicesPatchSchema = z
  .object({
    mobileData: z.boolean(),
    roaming: z.boolean(),
    internationalCalls: z.boolean(),
    usageAlertPercent: z.number().int().min(10).max(95).nullable(),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, { error: "validation.services.empty" });

const isoDay = z.iso.date();

export const usageQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  granularity: z.enum(["day", "week"]).default("day"),
});

export const ledgerKindNames = [
  "opening",
  "recharge",
  "purchase",
  "renewal",
  "usage",
  "payment",
  "refund",
  "adjustment",
  "reward",
  // Kafoo (docs/decisions/064): credit sent, its fee and credit received; an advance and its repayment.
  "transfer_out",
  "transfer_fee",
  "transfer_in",
  "advance",
  "advance_repay",
] as const;

/** What a bucket holds: data in KB, voice in seconds (international: calls from Iraq abroad), messages, or one app's data. */
export const bucketKinds = ["data", "on_net_voice", "off_net_voice", "sms", "app_data", "international_voice"] as const;

export type LedgerKind = (typeof ledgerKindNames)[number];

/** What a notice to the customer is about; its text is the message `notifications.<kind>`. */
export const notificationKinds = [
  "bundle_purchased",
  "bundle_renewed",
  "renewal_failed",
  "bundle_expiring",
  "bundle_used_80",
  "bundle_used_100",
  "usage_alert",
  "low_balance",
  "service_changed",
  "line_suspended",
  "line_suspended_by_operator",
  "line_resumed",
  "bill_issued",
  "recharged",
  "bill_paid",
  "payment_refunded",
  "ticket_reply",
  "ticket_status",
  "points_expiring",
  "points_tier_changed",
  "reward_redeemed",
  "free_voucher_claimed",
  "voucher_bundle",
  "gift_sent",
  "gift_received",
  "autopay_paused",
  "autopay_paused_limit",
  "transfer_sent",
  "transfer_received",
  "advance_granted",
  "advance_repaid",
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

export const statementQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  kind: z.enum(ledgerKindNames).optional(),
  /** Keyset paging: the `next` of the page before, to continue with the entries older than it. */
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/)
    .optional(),
  /** Entries per page (default and most: 2000, the whole of any ordinary period). */
  limit: z.coerce.number().int().min(1).max(2000).optional(),
});

/** A Baghdad calendar day as the instant it starts (UTC+3, no daylight saving). */
export const baghdadDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
