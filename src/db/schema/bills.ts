/** Postpaid bills, issued on each line's cycle day. */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
