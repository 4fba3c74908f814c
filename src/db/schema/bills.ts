/** Postpaid bills, issued on each line's cycle day. */
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { lines } from "./accounts.ts";

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
    /** Prorated fee differences of plan upgrades in the period (docs/decisions/072). */
    planChangeIqd: integer("plan_change_iqd").notNull().default(0),
    taxIqd: integer("tax_iqd").notNull(),
    totalIqd: integer("total_iqd").notNull(),
    paidIqd: integer("paid_iqd").notNull().default(0),
  },
  (t) => [
    uniqueIndex("bills_line_period").on(t.lineId, t.periodStart),
    check("bills_paid_within_total", sql`${t.paidIqd} >= 0 and ${t.paidIqd} <= ${t.totalIqd}`),
    check(
      "bills_total_adds_up",
      sql`${t.totalIqd} = ${t.planIqd} + ${t.bundlesIqd} + ${t.usageIqd} + ${t.planChangeIqd} + ${t.taxIqd}`,
    ),
  ],
);

/** What settled part of a bill: an online or shop payment, or a reward's credit. */
export const billPaymentSources = ["payment", "reward"] as const;

/**
 * The parts of payments allocated to a bill (oldest bill first), so the bill can say what was
 * paid and when; they sum to the bill's `paidIqd`. Bills paid before this record existed got one
 * row per bill with no date (`paidAt` null) when it was added.
 */
export const billPayments = pgTable(
  "bill_payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    billId: uuid("bill_id")
      .notNull()
      .references(() => bills.id),
    amountIqd: integer("amount_iqd").notNull(),
    source: text("source", { enum: billPaymentSources }).notNull(),
    /** The online payment's id or the shop's method, as the ledger entry names it. */
    reference: text("reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("bill_payments_bill").on(t.billId),
    check("bill_payments_amount_positive", sql`${t.amountIqd} > 0`),
    check("bill_payments_source_known", sql`${t.source} in ('payment', 'reward')`),
  ],
);
