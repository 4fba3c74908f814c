import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { BillDue } from "../../contracts/api/payments.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, bills, lines, payments } from "../../db/schema/index.ts";
import { parseMsisdn } from "../auth/lines.ts";
import type { ServiceCall } from "../context.ts";
import { consumeRate, type RateRule } from "../limits/rate-limiter.ts";

/** Looking up what a number owes is public, so it is limited against walking through numbers. */
export const BILL_LOOKUP_RULES = {
  perClient: { name: "bill-due:client", limit: 30, windowMs: 15 * 60_000, durable: true },
  perNumber: { name: "bill-due:msisdn", limit: 20, windowMs: 15 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

/** What a postpaid line owes on issued bills, and the earliest due date among them. */
export async function amountDue(db: Db, lineId: string) {
  const [row] = await db
    .select({
      due: sql<number>`coalesce(sum(${bills.totalIqd} - ${bills.paidIqd}), 0)::int`,
      dueAt: sql<Date | null>`min(${bills.dueAt})`,
    })
    .from(bills)
    .where(and(eq(bills.lineId, lineId), lt(bills.paidIqd, bills.totalIqd)));
  const dueAt = row?.dueAt ? new Date(row.dueAt) : null;
  return { amountIqd: row?.due ?? 0, dueAt };
}

/** "Karwan Hassan" → "K••••• H•••••": enough to recognise one's own bill, not to learn a stranger's name. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const [first = "", ...rest] = Array.from(word);
      return first + "•".repeat(Math.min(rest.length, 6));
    })
    .join(" ");
}

/**
 * The amount due on a number, for paying someone's bill without signing in. A number that is
 * unknown, prepaid or has nothing due gets the same neutral answer, so the look-up reveals nothing
 * about who is a postpaid customer.
 */
export async function billDue({ ctx, input }: ServiceCall<{ msisdn: string }>): Promise<BillDue> {
  const msisdn = parseMsisdn(input.msisdn, ctx.env.config.auth.mobilePrefixes);
  const { now } = ctx;
  await consumeRate(ctx.env.limiter, BILL_LOOKUP_RULES.perClient, ctx.client, now);
  await consumeRate(ctx.env.limiter, BILL_LOOKUP_RULES.perNumber, msisdn, now);
  const neutral: BillDue = {
    msisdnMasked: maskMsisdn(msisdn),
    holderMasked: null,
    amountDueIqd: 0,
    dueAt: null,
    overdue: false,
    paymentPending: false,
  };
  const [line] = await ctx.db
    .select({ id: lines.id, billing: lines.billing, status: lines.status, holder: accounts.name })
    .from(lines)
    .leftJoin(accountLines, eq(accountLines.lineId, lines.id))
    .leftJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(eq(lines.msisdn, msisdn));
  if (line?.billing !== "postpaid" || line.status === "terminated") return neutral;
  const due = await amountDue(ctx.db, line.id);
  if (due.amountIqd <= 0) return neutral;
  const [open] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.lineId, line.id), eq(payments.purpose, "bill"), inArray(payments.state, ["created", "pending"])),
    );
  return {
    ...neutral,
    holderMasked: line.holder ? maskName(line.holder) : null,
    amountDueIqd: due.amountIqd,
    dueAt: due.dueAt?.toISOString() ?? null,
    overdue: due.dueAt !== null && due.dueAt < now,
    paymentPending: Boolean(open),
  };
}
