import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { BillView } from "../../contracts/api/line-history.ts";
import type { Db } from "../../db/client.server.ts";
import type { billPaymentSources } from "../../db/schema/bills.ts";
import { billPayments, bills, ledgerEntries, lineBalances, lines, offerings } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { holderOf, ownedLine } from "../lines/line-access.ts";
import { debitUpTo } from "../lines/money.ts";
import { notify } from "../notifications/notifications.ts";
import { applyCarriedCredit } from "../plans/conversion-credit.ts";
import { billedEntries, columnSum } from "./bill-charges.ts";
import { paperlessBillNotice } from "./paperless.ts";

const DAY = 24 * 60 * 60_000;
export type BillStatus = BillView["status"];
type BillPaymentSource = (typeof billPaymentSources)[number];

/** Midnight in Baghdad (UTC+3, no daylight saving) of a calendar day. */
const baghdadMidnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - 3 * 60 * 60_000);

/** The bill period that ended most recently on a cycle day: [start, end). */
export function lastPeriod(cycleDay: number, now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + 3 * 60 * 60_000);
  let year = local.getUTCFullYear();
  let month = local.getUTCMonth();
  if (local.getUTCDate() < cycleDay) month -= 1;
  if (month < 0) {
    month += 12;
    year -= 1;
  }
  const end = baghdadMidnight(year, month, cycleDay);
  const start = baghdadMidnight(year, month - 1, cycleDay);
  return { start, end };
}

export function billStatus(b: { totalIqd: number; paidIqd: number; dueAt: Date }, now: Date): BillStatus {
  if (b.paidIqd >= b.totalIqd) return "paid";
  if (b.dueAt < now) return "overdue";
  return b.paidIqd > 0 ? "partly_paid" : "open";
}

/**
 * Issues the bills whose period has ended: for each postpaid line on its cycle day, the period's
 * ledger charges split into plan fees, bundles and usage, plus tax when configured (charged to the
 * ledger too, so the balance stays the sum of the ledger). One bill per line and period. Tax and
 * the days to pay come from `ctx.env.config.billing`; `lines` limits the run to some lines.
 */
export async function issueDueBills({
  ctx,
  input,
}: ServiceCall<{ lines?: string[] } | undefined>): Promise<{ issued: number }> {
  const { db, now } = ctx;
  const rules = ctx.env.config.billing;
  const onlyLines = input?.lines;
  let issued = 0;
  // Lines whose cycle day was today or in the two days before (a job that was down catches up).
  const today = new Date(now.getTime() + 3 * 60 * 60_000).getUTCDate();
  const days = [0, 1, 2].map((back) => ((today - back - 1 + 31) % 31) + 1).filter((d) => d <= 28);
  const postpaid = await db
    .select({ lineId: lineBalances.lineId, cycleDay: lineBalances.billCycleDay })
    .from(lineBalances)
    .innerJoin(lines, eq(lines.id, lineBalances.lineId))
    .where(
      and(
        isNotNull(lineBalances.billCycleDay),
        inArray(lineBalances.billCycleDay, days),
        eq(lines.billing, "postpaid"),
        onlyLines ? inArray(lineBalances.lineId, onlyLines) : undefined,
      ),
    );
  for (const { lineId, cycleDay } of postpaid) {
    if (!cycleDay) continue;
    const { start, end } = lastPeriod(cycleDay, now);
    const done = await db
      .transaction(async (tx) => {
        const [exists] = await tx
          .select({ id: bills.id })
          .from(bills)
          .where(and(eq(bills.lineId, lineId), eq(bills.periodStart, start)));
        if (exists) return false;
        const [sums] = await tx
          .select({
            plan: columnSum("plan"),
            bundles: columnSum("bundles"),
            usage: columnSum("usage"),
            planChange: columnSum("planChange"),
          })
          .from(ledgerEntries)
          .leftJoin(offerings, eq(offerings.slug, sql`${ledgerEntries.details}->>'offering'`))
          .where(await billedEntries(tx, lineId, start, end));
        const plan = sums?.plan ?? 0;
        const bundles = sums?.bundles ?? 0;
        const usage = sums?.usage ?? 0;
        const planChange = sums?.planChange ?? 0;
        const charges = plan + bundles + usage + planChange;
        if (charges <= 0) return false;
        const wantedTax = Math.round((charges * rules.taxPercent) / 100);
        const tax =
          wantedTax > 0
            ? await debitUpTo(tx, lineId, wantedTax, { kind: "adjustment", details: { reason: "tax" }, at: end })
            : 0;
        const total = charges + tax;
        const dueAt = new Date(end.getTime() + rules.dueDays * DAY);
        // A second run at the same moment finds the period billed: one bill, one set of notices.
        const [bill] = await tx
          .insert(bills)
          .values({
            lineId,
            periodStart: start,
            periodEnd: end,
            issuedAt: end,
            dueAt,
            planIqd: plan,
            bundlesIqd: bundles,
            usageIqd: usage,
            planChangeIqd: planChange,
            taxIqd: tax,
            totalIqd: total,
            paidIqd: await applyCarriedCredit(tx, lineId, total),
          })
          .onConflictDoNothing({ target: [bills.lineId, bills.periodStart] })
          .returning();
        if (!bill) throw new BillRaced();
        const accountId = await holderOf(tx, lineId);
        if (accountId) {
          await notify(tx, {
            accountId,
            lineId,
            kind: "bill_issued",
            params: { total, dueAt: dueAt.toISOString() },
            dedupeKey: `bill_issued:${lineId}:${start.toISOString()}`,
            at: end,
          });
          await paperlessBillNotice(tx, ctx, bill, accountId);
        }
        return true;
      })
      .catch((error: unknown) => {
        // The other run issued it (its tax entry rolled back with this transaction): nothing to do.
        if (error instanceof BillRaced) return false;
        throw error;
      });
    if (done) issued += 1;
  }
  return { issued };
}

/** Another run inserted the period's bill first; this transaction (and its tax entry) is undone. */
class BillRaced extends Error {}

/** Where money that settles bills came from, for the bill's list of payments. */
export type PaymentSource = { source: BillPaymentSource; reference?: string | null; at: Date };

/**
 * Spreads a payment over the line's unpaid bills, oldest first, and records each part against its
 * bill (so a bill shows what paid it and when); call in the payment's transaction.
 */
export async function allocatePayment(db: Db, lineId: string, amountIqd: number, from: PaymentSource): Promise<void> {
  let left = amountIqd;
  const unpaid = await db
    .select()
    .from(bills)
    .where(and(eq(bills.lineId, lineId), lt(bills.paidIqd, bills.totalIqd)))
    .orderBy(asc(bills.periodStart))
    .for("update");
  for (const bill of unpaid) {
    if (left <= 0) break;
    const part = Math.min(left, bill.totalIqd - bill.paidIqd);
    await db
      .update(bills)
      .set({ paidIqd: bill.paidIqd + part })
      .where(eq(bills.id, bill.id));
    await db.insert(billPayments).values({
      billId: bill.id,
      amountIqd: part,
      source: from.source,
      reference: from.reference ?? null,
      paidAt: from.at,
    });
    left -= part;
  }
}

/** A line's last twelve bills with their status today. */
/** A bill as the API shows it, with its state at `now`. */
export function billView(b: typeof bills.$inferSelect, now: Date): BillView {
  return {
    id: b.id,
    periodStart: b.periodStart.toISOString(),
    periodEnd: b.periodEnd.toISOString(),
    issuedAt: b.issuedAt.toISOString(),
    dueAt: b.dueAt.toISOString(),
    planIqd: b.planIqd,
    bundlesIqd: b.bundlesIqd,
    usageIqd: b.usageIqd,
    planChangeIqd: b.planChangeIqd,
    taxIqd: b.taxIqd,
    totalIqd: b.totalIqd,
    paidIqd: b.paidIqd,
    status: billStatus(b, now),
  };
}

export async function listBills({ ctx, input }: ServiceCall<{ lineId: string }>): Promise<BillView[]> {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const rows = await ctx.db
    .select()
    .from(bills)
    .where(eq(bills.lineId, line.id))
    .orderBy(desc(bills.periodStart))
    .limit(12);
  return rows.map((b) => billView(b, ctx.now));
}
