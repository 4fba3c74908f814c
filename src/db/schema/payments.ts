import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { paymentPurposes, paymentReasons, paymentStates } from "../../contracts/payments.ts";
import { accounts, lines } from "./accounts.ts";
import { orders } from "./orders.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/** A print run of scratch cards, imported from the printer's CSV. */
export const voucherBatches = pgTable("voucher_batches", {
  id: text("id").primaryKey(),
  note: text("note"),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

export const voucherStates = ["active", "redeemed", "void"] as const;

/**
 * A scratch card. The code is never stored: `code_hash` is an HMAC of it with the voucher pepper,
 * so a typed code can be looked up but a database leak reveals no card. Redemption is one
 * conditional update from `active`, so two attempts on one card give one success.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeHash: text("code_hash").notNull().unique(),
    /** The serial printed on the card: what support and reports refer to. */
    serial: text("serial").notNull().unique(),
    batchId: text("batch_id")
      .notNull()
      .references(() => voucherBatches.id),
    /** The credit it gives; 0 for a card that gives a bundle instead. */
    valueIqd: integer("value_iqd").notNull(),
    /** A card that gives this catalogue offering instead of credit (a free voucher, issue 18). */
    offeringSlug: text("offering_slug"),
    /** A personal card (a free voucher) redeems only on this line; printed cards on any line. */
    lineId: uuid("line_id").references(() => lines.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    state: text("state", { enum: voucherStates }).notNull().default("active"),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    redeemedLineId: uuid("redeemed_line_id").references(() => lines.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "vouchers_gives_credit_or_bundle",
      sql`(${t.offeringSlug} is null and ${t.valueIqd} > 0) or (${t.offeringSlug} is not null and ${t.valueIqd} = 0)`,
    ),
    check("vouchers_state_known", inList("state", voucherStates)),
    check(
      "vouchers_redeemed_has_line",
      sql`(${t.state} = 'redeemed') = (${t.redeemedAt} is not null and ${t.redeemedLineId} is not null)`,
    ),
    index("vouchers_batch").on(t.batchId, t.state),
  ],
);

/**
 * An online payment (recharge or bill), created before the customer is sent to the gateway.
 * The receipt token travels in the return address; only its hash is kept. At most one payment
 * per line and purpose is open at a time (a partial unique index), so nobody pays twice by accident;
 * `succeeded` is left out of it because a late success may revive an expired payment.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose", { enum: paymentPurposes }).notNull(),
    /** The line paid into (recharge, bill); null for an order payment. */
    lineId: uuid("line_id").references(() => lines.id),
    /** The order paid for (purpose `order`). */
    orderId: uuid("order_id").references(() => orders.id),
    msisdn: text("msisdn").notNull(),
    /** The signed-in customer who paid, if any (the receipt then shows in their history). */
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    amountIqd: integer("amount_iqd").notNull(),
    /** What the gateway says it took, when it reported a success: a refund returns this. */
    paidIqd: integer("paid_iqd"),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    /** The gateway's hosted page for this payment: a retry of the request sends the browser there again. */
    redirectUrl: text("redirect_url"),
    state: text("state", { enum: paymentStates }).notNull().default("created"),
    /** Why it failed or was refunded, as an error code (declined, expired, line_not_in_service…). */
    reason: text("reason", { enum: paymentReasons }),
    locale: text("locale", { enum: ["en", "ar", "ku"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    /** When the gateway was last asked about it: status queries are spaced out. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    /**
     * The gateway's last word on it (awaiting, pending, succeeded…): while it says "awaiting" the
     * customer has not paid there yet, so they may continue paying or cancel (issue 20).
     */
    gatewayStatus: text("gateway_status"),
    /** What the gateway gave back, once refunded (the amount it had captured). */
    refundedIqd: integer("refunded_iqd"),
    /** Refunds asked for and not done (state refund_failed): the job retries with back-off. */
    refundAttempts: integer("refund_attempts").notNull().default(0),
    nextRefundAt: timestamp("next_refund_at", { withTimezone: true }),
    /** Why the last refund was not done, as the gateway said it (for staff, never for customers). */
    lastRefundError: text("last_refund_error"),
  },
  (t) => [
    check("payments_amount_positive", sql`${t.amountIqd} > 0`),
    check("payments_state_known", inList("state", paymentStates)),
    check("payments_purpose_known", inList("purpose", paymentPurposes)),
    check("payments_fulfilled_has_time", sql`${t.state} <> 'fulfilled' or ${t.fulfilledAt} is not null`),
    check(
      "payments_line_or_order",
      sql`case when ${t.purpose} = 'order' then ${t.orderId} is not null and ${t.lineId} is null else ${t.lineId} is not null and ${t.orderId} is null end`,
    ),
    uniqueIndex("payments_one_open_per_order")
      .on(t.orderId)
      .where(sql`${t.orderId} is not null and ${t.state} in ('created', 'pending')`),
    uniqueIndex("payments_one_open_per_line").on(t.lineId, t.purpose).where(sql`${t.state} in ('created', 'pending')`),
    uniqueIndex("payments_provider_ref").on(t.provider, t.providerRef),
    index("payments_state_expiry").on(t.state, t.expiresAt),
    index("payments_refund_retry").on(t.state, t.nextRefundAt),
    index("payments_account_time").on(t.accountId, t.createdAt),
    index("payments_msisdn_time").on(t.msisdn, t.createdAt),
  ],
);

/** Everything that happened to a payment: callbacks, status queries, transitions (an audit trail). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    fromState: text("from_state"),
    toState: text("to_state"),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment").on(t.paymentId, t.createdAt)],
);

export const sandboxStates = ["awaiting", "pending", "succeeded", "declined", "cancelled", "refunded"] as const;

/**
 * The built-in sandbox gateway's own books. It stands in for another company's system, so no
 * domain code reads this table: the platform learns about these payments only through the
 * gateway interface (signed callbacks and status queries), exactly as with a real gateway.
 */
export const sandboxGatewayPayments = pgTable(
  "sandbox_gateway_payments",
  {
    ref: text("ref").primaryKey(),
    merchantRef: text("merchant_ref").notNull().unique(),
    amountIqd: integer("amount_iqd").notNull(),
    description: text("description").notNull(),
    locale: text("locale").notNull(),
    returnUrl: text("return_url").notNull(),
    callbackUrl: text("callback_url").notNull(),
    state: text("state", { enum: sandboxStates }).notNull().default("awaiting"),
    /** What the test instrument asked for: call back at once, later, or never. */
    callback: text("callback", { enum: ["now", "later", "never"] }),
    instrument: text("instrument"),
    /** When a "later" payment settles; the sandbox's job delivers due callbacks after this. */
    settleAt: timestamp("settle_at", { withTimezone: true }),
    /** Set once the merchant acknowledged the callback with a 2xx; until then it is retried. */
    callbackSentAt: timestamp("callback_sent_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("sandbox_gateway_state_known", inList("state", sandboxStates))],
);

export const sandboxSaveStates = ["awaiting", "saved", "cancelled", "forgotten"] as const;

/**
 * The sandbox gateway's saved cards and wallets (its "vault"): a saving session on its hosted page
 * (`ref`), then the token it hands the merchant. Like the payments above, no domain code reads it.
 * A test instrument is kept by its outcome and last digits only, as a real vault keeps the card.
 */
export const sandboxGatewayTokens = pgTable(
  "sandbox_gateway_tokens",
  {
    ref: text("ref").primaryKey(),
    token: text("token").unique(),
    merchantRef: text("merchant_ref").notNull().unique(),
    locale: text("locale").notNull(),
    returnUrl: text("return_url").notNull(),
    state: text("state", { enum: sandboxSaveStates }).notNull().default("awaiting"),
    kind: text("kind", { enum: ["card", "wallet"] }),
    brand: text("brand"),
    last4: text("last4"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    /** How charges to it go (success, declined, later, never, failsLater). */
    outcome: text("outcome"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("sandbox_gateway_token_state_known", inList("state", sandboxSaveStates))],
);
