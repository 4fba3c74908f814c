/**
 * What a bill counts, written once for the bill job (issueDueBills, which stores the totals) and
 * the bill's items (billItems, which explain them), so the two can never group a charge differently:
 * the ledger entries of the line from its billing start, and how each falls into a bill's columns.
 * Both queries join `offerings` on the entry's `details.offering`.
 */
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { ledgerEntries, offerings } from "../../db/schema/index.ts";
import { postpaidSince } from "../plans/conversion-credit.ts";

export const billColumn = {
  plan: sql`${offerings.type} = 'postpaid_plan'`,
  bundles: sql`${ledgerEntries.kind} in ('purchase', 'renewal') and ${offerings.type} is distinct from 'postpaid_plan'`,
  usage: sql`${ledgerEntries.kind} = 'usage'`,
  planChange: sql`${ledgerEntries.kind} = 'adjustment' and ${ledgerEntries.details}->>'reason' = 'plan_change'`,
};

/** A column's sum as a positive amount (charges are negative on the ledger). */
export const columnSum = (column: keyof typeof billColumn) =>
  sql<number>`coalesce(sum(case when ${billColumn[column]} then -${ledgerEntries.amountIqd} end), 0)::int`;

/**
 * The line's ledger entries a bill for [start, end) counts. A line moved from prepaid during the
 * period is billed from the move on: its prepaid purchases before are not billed.
 */
export async function billedEntries(db: Db, lineId: string, start: Date, end: Date) {
  const since = await postpaidSince(db, lineId);
  const from = since && since > start ? since : start;
  return and(eq(ledgerEntries.lineId, lineId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, end));
}
