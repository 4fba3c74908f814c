import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { autoPayKinds, autoPayStates } from "../../contracts/autopay.ts";
import { accounts, lines } from "./accounts.ts";
import { payments } from "./payments.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

export const savedMethodKinds = ["card", "wallet"] as const;
export const savedMethodStates = ["saving", "active", "removed"] as const;

/**
 * A card or wallet the customer saved with the payment gateway (issue 20). The gateway holds the
 * card; we keep only its token (to charge it), brand, last digits and expiry, never the number
 * (PCI DSS). `saving` while the customer is on the gateway's page; the token arrives with `active`.
 */
export const savedPaymentMethods = pgTable(
  "saved_payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The gateway's reference of the saving session (its hosted page). */
    setupRef: text("setup_ref"),
    /** The gateway's token for the saved instrument: a secret, never logged, never shown. */
    gatewayToken: text("gateway_token"),
    kind: text("kind", { enum: savedMethodKinds }),
    brand: text("brand"),
    last4: text("last4"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    state: text("state", { enum: savedMethodStates }).notNull().default("saving"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("saved_methods_state_known", inList("state", savedMethodStates)),
    check(
      "saved_methods_active_has_token",
      sql`${t.state} <> 'active' or (${t.gatewayToken} is not null and ${t.last4} is not null and ${t.kind} is not null)`,
    ),
    uniqueIndex("saved_methods_setup_ref").on(t.provider, t.setupRef),
    index("saved_methods_account").on(t.accountId, t.state),
  ],
);

/**
 * An automatic payment rule of one line, paid with one saved method. The job fires a rule once
 * per trigger (`trigger_key`: the n-th time the balance fell below, a month, a bill) by claiming
 * it with one conditional update, so two instances racing fire it once; each attempt is a normal
 * payment with its own idempotency key. A failed attempt is retried after a back-off; after
 * `attempts` reaches the limit the rule pauses and the customer is told.
 */
export const autoPayRules = pgTable(
  "auto_pay_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    methodId: uuid("method_id")
      .notNull()
      .references(() => savedPaymentMethods.id),
    kind: text("kind", { enum: autoPayKinds }).notNull(),
    /** What to recharge (below_balance, monthly); a bill is paid in full. */
    amountIqd: integer("amount_iqd"),
    thresholdIqd: integer("threshold_iqd"),
    dayOfMonth: integer("day_of_month"),
    state: text("state", { enum: autoPayStates }).notNull().default("active"),
    /** The trigger the rule last fired for: it fires again only for another one. */
    triggerKey: text("trigger_key"),
    /** below_balance: how many times the balance came back above the threshold (re-arms the rule). */
    rearms: integer("rearms").notNull().default(0),
    /** Attempts for the current trigger; reset when a new trigger fires. */
    attempts: integer("attempts").notNull().default(0),
    /** When a failed attempt is tried again; null when nothing is owed. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastPaymentId: uuid("last_payment_id").references(() => payments.id),
    /**
     * Why the rule paused (`failed`: its retries ran out; `daily_limit`: they ran out on the line's
     * daily payment limit; `method_removed`), for the page.
     */
    pausedReason: text("paused_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("auto_pay_kind_known", inList("kind", autoPayKinds)),
    check("auto_pay_state_known", inList("state", autoPayStates)),
    check(
      "auto_pay_kind_fields",
      sql`case ${t.kind}
        when 'below_balance' then ${t.amountIqd} > 0 and ${t.thresholdIqd} >= 0
        when 'monthly' then ${t.amountIqd} > 0 and ${t.dayOfMonth} between 1 and 28
        else ${t.amountIqd} is null end`,
    ),
    uniqueIndex("auto_pay_one_per_line_kind").on(t.lineId, t.kind).where(sql`${t.state} <> 'removed'`),
    index("auto_pay_due").on(t.state, t.nextAttemptAt),
  ],
);
