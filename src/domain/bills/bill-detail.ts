import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { BillDetail } from "../../contracts/api/bills.ts";
import { billPayments, bills } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { ownedLine } from "../lines/line-access.ts";
import { billItems } from "./bill-items.ts";
import { billStatus } from "./bills.ts";

/**
 * One bill of one of the customer's lines, itemised, with the payments against it. A bill of
 * another line, of another customer's line or that does not exist is the same 404.
 */
export async function getBill({ ctx, input }: ServiceCall<{ lineId: string; billId: string }>): Promise<BillDetail> {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const [bill] = await ctx.db
    .select()
    .from(bills)
    .where(and(eq(bills.id, input.billId), eq(bills.lineId, line.id)));
  if (!bill) throw new DomainError("not_found", "bill_not_found");
  const [items, paid, [owed]] = await Promise.all([
    billItems(ctx.db, bill, ctx.locale),
    ctx.db
      .select({ amountIqd: billPayments.amountIqd, source: billPayments.source, paidAt: billPayments.paidAt })
      .from(billPayments)
      .where(eq(billPayments.billId, bill.id))
      .orderBy(sql`${billPayments.paidAt} asc nulls first`, asc(billPayments.id)),
    // Payments settle the oldest bill first, so settling this one means paying the older ones too.
    ctx.db
      .select({ iqd: sql<number>`coalesce(sum(${bills.totalIqd} - ${bills.paidIqd}), 0)::int` })
      .from(bills)
      .where(and(eq(bills.lineId, line.id), lte(bills.periodStart, bill.periodStart))),
  ]);
  return {
    id: bill.id,
    line: { id: line.id, msisdn: line.msisdn },
    periodStart: bill.periodStart.toISOString(),
    periodEnd: bill.periodEnd.toISOString(),
    issuedAt: bill.issuedAt.toISOString(),
    dueAt: bill.dueAt.toISOString(),
    planIqd: bill.planIqd,
    bundlesIqd: bill.bundlesIqd,
    usageIqd: bill.usageIqd,
    planChangeIqd: bill.planChangeIqd,
    taxIqd: bill.taxIqd,
    totalIqd: bill.totalIqd,
    paidIqd: bill.paidIqd,
    status: billStatus(bill, ctx.now),
    items,
    payments: paid.map((p) => ({ ...p, paidAt: p.paidAt?.toISOString() ?? null })),
    toSettleIqd: bill.paidIqd >= bill.totalIqd ? 0 : (owed?.iqd ?? 0),
  };
}
