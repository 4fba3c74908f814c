import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bucketKinds, ledgerKindNames } from "../../contracts/myzain.ts";
import { accounts, lines } from "./accounts.ts";

/**
 * The money of a line (DESIGN.md "Money and balances"). One signed balance for both billings:
 * prepaid credit is positive and may not go below zero (credit limit 0); a postpaid line owes
 * what is below zero, never more than its credit limit. The database enforces it.
 */
export const lineBalances = pgTable(
  "line_balances",
  {
    lineId: uuid("line_id")
      .primaryKey()
      .references(() => lines.id),
    balanceIqd: integer("balance_iqd").notNull().default(0),
    creditLimitIqd: integer("credit_limit_iqd").notNull().default(0),
    /** Postpaid: the day of the month (1-28) a bill is issued; null for prepaid. */
    billCycleDay: integer("bill_cycle_day"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("line_balances_within_limit", sql`${t.balanceIqd} >= -${t.creditLimitIqd}`),
    check("line_balances_limit_not_negative", sql`${t.creditLimitIqd} >= 0`),
    check("line_balances_cycle_day", sql`${t.billCycleDay} is null or ${t.billCycleDay} between 1 and 28`),
  ],
);

export const ledgerKinds = ledgerKindNames;

/**
 * Every change to a balance, written in the same transaction as the change: the entries of a line
 * always sum to its balance. `details` names what moved the money (offering, event, payment).
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    kind: text("kind", { enum: ledgerKinds }).notNull(),
    amountIqd: integer("amount_iqd").notNull(),
    balanceAfterIqd: integer("balance_after_iqd").notNull(),
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_entries_kind_known", sql.raw(`kind in (${ledgerKinds.map((k) => `'${k}'`).join(", ")})`)),
    check("ledger_entries_not_zero", sql`${t.amountIqd} <> 0`),
    index("ledger_entries_line_time").on(t.lineId, t.createdAt),
    // Defence in depth: whatever the code does, one online payment can be credited only once.
    uniqueIndex("ledger_entries_one_credit_per_payment")
      .on(sql`(${t.details}->>'payment')`)
      .where(sql`${t.details} ? 'payment' and ${t.amountIqd} > 0`),
  ],
);

/**
 * A money-moving request's key and its first result, scoped to the customer: a retry returns the
 * stored result, the same key with another body is refused. Stored in the request's transaction,
 * so a concurrent retry waits for the first to commit and then sees its result.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created").on(t.createdAt)],
);

/** A bundle or plan a line has taken (TMF637 product inventory). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    offeringSlug: text("offering_slug").notNull(),
    priceIqd: integer("price_iqd").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    autoRenew: boolean("auto_renew").notNull().default(false),
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("subscriptions_status_known", sql`${t.status} in ('active', 'expired', 'cancelled')`),
    index("subscriptions_line_status").on(t.lineId, t.status),
  ],
);

export { bucketKinds };

/**
 * What is left of an allowance (TMF654 bucket). Data in kilobytes, voice in seconds, SMS as a
 * count; `total` null means unlimited under fair use.
 */
export const buckets = pgTable(
  "buckets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id),
    kind: text("kind", { enum: bucketKinds }).notNull(),
    /** For app_data: the apps whose traffic it covers (["whatsapp", "viber"]). */
    apps: text("apps").array(),
    total: integer("total"),
    used: integer("used").notNull().default(0),
    /** A roaming bundle's allowance covers usage abroad only; every other bucket, usage at home. */
    roaming: boolean("roaming").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    check("buckets_kind_known", sql.raw(`kind in (${bucketKinds.map((k) => `'${k}'`).join(", ")})`)),
    check("buckets_used_within_total", sql`${t.used} >= 0 and (${t.total} is null or ${t.used} <= ${t.total})`),
    index("buckets_line_expiry").on(t.lineId, t.expiresAt),
  ],
);

/** The line's switches (TMF637 characteristics) and the usage alert the customer set. */
export const lineServices = pgTable("line_services", {
  lineId: uuid("line_id")
    .primaryKey()
    .references(() => lines.id),
  mobileData: boolean("mobile_data").notNull().default(true),
  roaming: boolean("roaming").notNull().default(false),
  internationalCalls: boolean("international_calls").notNull().default(true),
  /** Notify when a bundle reaches this share used (percent); null: only the 80% and 100% notices. */
  usageAlertPercent: integer("usage_alert_percent"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const usageTypes = ["data", "voice", "sms"] as const;

/**
 * Rated usage (TMF635). The event id comes from the network, so a repeated event is ignored. What
 * buckets covered and what the balance paid are kept, and the overage a cut session left unpaid.
 */
export const usageRecords = pgTable(
  "usage_records",
  {
    eventId: text("event_id").primaryKey(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    type: text("type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** Kilobytes, seconds or messages. */
    quantity: integer("quantity").notNull(),
    /** on_net, off_net, international or roaming, for calls and SMS. */
    destination: text("destination"),
    app: text("app"),
    fromBuckets: integer("from_buckets").notNull().default(0),
    chargedIqd: integer("charged_iqd").notNull().default(0),
    overageIqd: integer("overage_iqd").notNull().default(0),
    ratedAt: timestamp("rated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("usage_records_type_known", sql`${t.type} in ('data', 'voice', 'sms')`),
    check("usage_records_quantity_positive", sql`${t.quantity} > 0`),
    index("usage_records_line_time").on(t.lineId, t.occurredAt),
  ],
);

/** Messages to a customer in myzain; `dedupeKey` stops a job from saying the same thing twice. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    lineId: uuid("line_id").references(() => lines.id),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    dedupeKey: text("dedupe_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_dedupe").on(t.accountId, t.dedupeKey),
    index("notifications_account_time").on(t.accountId, t.createdAt),
  ],
);

/**
 * What usage beyond the buckets costs, in whole IQD per unit (MB, minute or message), by type and
 * destination ("data", "voice:off_net", "sms:international"); seeded from content/catalogue/rates.json.
 */
export const usageRates = pgTable(
  "usage_rates",
  {
    key: text("key").primaryKey(),
    iqdPerUnit: integer("iqd_per_unit").notNull(),
  },
  (t) => [check("usage_rates_not_negative", sql`${t.iqdPerUnit} >= 0`)],
);

/**
 * A postpaid bill: the period's charges from the ledger (plan fees, bundles, usage) plus tax,
 * issued on the line's bill-cycle day. `paidIqd` grows as payments are allocated, oldest bill first.
 */
export const bills = pgTable(
  "bills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    planIqd: integer("plan_iqd").notNull(),
    bundlesIqd: integer("bundles_iqd").notNull(),
    usageIqd: integer("usage_iqd").notNull(),
    taxIqd: integer("tax_iqd").notNull(),
    totalIqd: integer("total_iqd").notNull(),
    paidIqd: integer("paid_iqd").notNull().default(0),
  },
  (t) => [
    uniqueIndex("bills_line_period").on(t.lineId, t.periodStart),
    check("bills_paid_within_total", sql`${t.paidIqd} >= 0 and ${t.paidIqd} <= ${t.totalIqd}`),
    check("bills_total_adds_up", sql`${t.totalIqd} = ${t.planIqd} + ${t.bundlesIqd} + ${t.usageIqd} + ${t.taxIqd}`),
  ],
);
