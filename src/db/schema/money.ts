/** Line balances and their ledger: every change of a balance is an entry (DESIGN.md "Money and balances"). */
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
import { ledgerKindNames } from "../../contracts/myzain.ts";
import { lines } from "./accounts.ts";

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

/**
 * A business line's monthly spend limit, set by the account's owner: charges the company's users
 * start are refused once the line's spend this cycle would pass it (src/domain/business/spend-limit.ts).
 */
export const lineSpendLimits = pgTable(
  "line_spend_limits",
  {
    lineId: uuid("line_id")
      .primaryKey()
      .references(() => lines.id, { onDelete: "cascade" }),
    monthlyLimitIqd: integer("monthly_limit_iqd").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("line_spend_limits_positive", sql`${t.monthlyLimitIqd} > 0`)],
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
    // With the id, a statement page continues exactly after its last entry (keyset paging, decision 044).
    index("ledger_entries_line_time").on(t.lineId, t.createdAt, t.id),
    // Defence in depth: whatever the code does, one online payment can be credited only once.
    uniqueIndex("ledger_entries_one_credit_per_payment")
      .on(sql`(${t.details}->>'payment')`)
      .where(sql`${t.details} ? 'payment' and ${t.amountIqd} > 0`),
  ],
);
