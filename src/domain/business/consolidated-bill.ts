import { desc, inArray } from "drizzle-orm";
import type { ConsolidatedBill } from "../../contracts/api/business.ts";
import { bills } from "../../db/schema/index.ts";
import { billView } from "../bills/bills.ts";
import type { ServiceCall } from "../context.ts";
import { accountLinesOf } from "../lines/line-access.ts";
import { businessOwner } from "./access.ts";

/** The month a bill is for: its period's first day, in Baghdad (UTC+3). */
const monthOf = (at: Date) => new Date(at.getTime() + 3 * 60 * 60_000).toISOString().slice(0, 7);

/**
 * One bill for the company's month: every line's bill for that month beside its number (a line
 * without one shows none) and the sums of each part, which are the sums of the lines' bills.
 */
export async function consolidatedBill({
  ctx,
  input,
}: ServiceCall<{ month?: string | undefined }>): Promise<ConsolidatedBill> {
  const owner = await businessOwner(ctx);
  const lines = await accountLinesOf(ctx.db, owner);
  const rows = lines.length
    ? await ctx.db
        .select()
        .from(bills)
        .where(
          inArray(
            bills.lineId,
            lines.map((l) => l.id),
          ),
        )
        .orderBy(desc(bills.periodStart))
        .limit(lines.length * 24)
    : [];
  const months = [...new Set(rows.map((b) => monthOf(b.periodStart)))];
  const month = input.month ?? months[0] ?? null;
  const ofMonth = rows.filter((b) => month !== null && monthOf(b.periodStart) === month);
  const perLine = lines.map((l) => {
    const bill = ofMonth.find((b) => b.lineId === l.id);
    return { lineId: l.id, msisdn: l.msisdn, bill: bill ? billView(bill, ctx.now) : null };
  });
  const sum = (part: "planIqd" | "bundlesIqd" | "usageIqd" | "taxIqd" | "totalIqd" | "paidIqd") =>
    perLine.reduce((total, l) => total + (l.bill?.[part] ?? 0), 0);
  const totals = {
    planIqd: sum("planIqd"),
    bundlesIqd: sum("bundlesIqd"),
    usageIqd: sum("usageIqd"),
    taxIqd: sum("taxIqd"),
    totalIqd: sum("totalIqd"),
    paidIqd: sum("paidIqd"),
  };
  return { month, months, lines: perLine, totals: { ...totals, dueIqd: totals.totalIqd - totals.paidIqd } };
}
