/**
 * The automatic payments job (issue 20, docs/decisions/063). Each active rule is looked at on its
 * own: what its last attempt came to, then whether a new trigger has come (the balance fell below
 * the threshold, the month's day, a bill's due date) or a retry is due. Firing is one conditional
 * update on the rule (its trigger key, or the retry's time), so two instances running the job at
 * once fire a rule once; the payment's own idempotency key makes a repeat of the same attempt
 * harmless too. After MAX_ATTEMPTS failed attempts for one trigger the rule pauses with a notice.
 */
import { and, asc, eq, isNull, lt, lte, sql } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { PaymentState } from "../../contracts/payments.ts";
import { autoPayRules, bills, lineBalances, lines, payments } from "../../db/schema/index.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { isPaused } from "../kafoo/service-switch.ts";
import { notify } from "../notifications/notifications.ts";
import { type AttemptOutcome, chargeRule } from "./auto-charge.ts";
import { monthKey } from "./rules.ts";
import type { AutoPayRuleRow } from "./views.ts";

/** Attempts per trigger before the rule pauses: the first and two retries. */
export const MAX_ATTEMPTS = 3;
/** Waits before a retry: 15 minutes, then an hour (a card declined now is often fine later). */
const RETRY_AFTER_MS = [15 * 60_000, 60 * 60_000];

const CLOSED_UNPAID: readonly PaymentState[] = ["failed", "expired", "cancelled", "refunded", "refund_failed"];
const OPEN: readonly PaymentState[] = ["created", "pending", "succeeded"];

type Counts = { fired: number; retried: number; failed: number; paused: number; errors: number };

export async function runAutoPayments({ ctx }: ServiceCall): Promise<Record<string, number>> {
  if (await isPaused(ctx.db, "auto_recharge")) return { switchedOff: 1 };
  const counts: Counts = { fired: 0, retried: 0, failed: 0, paused: 0, errors: 0 };
  const rules = await ctx.db
    .select()
    .from(autoPayRules)
    .where(eq(autoPayRules.state, "active"))
    .orderBy(asc(autoPayRules.createdAt));
  for (const rule of rules) {
    try {
      await step(ctx, rule, counts);
    } catch (error) {
      // One rule that keeps failing is logged and looked at again next run; the others go on.
      counts.errors += 1;
      ctx.env.log.error({ err: error, ruleId: rule.id }, "automatic payment rule failed");
    }
  }
  return counts;
}

async function step(ctx: ServiceContext, rule: AutoPayRuleRow, counts: Counts) {
  if (rule.lastPaymentId) {
    const [last] = await ctx.db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.id, rule.lastPaymentId));
    // Still settling at the gateway: reconciliation will tell; nothing new starts meanwhile.
    if (last && OPEN.includes(last.state)) return;
    if (last && CLOSED_UNPAID.includes(last.state) && rule.nextAttemptAt === null) {
      await afterFailure(ctx, rule, counts);
      return;
    }
  }
  const trigger = await triggerOf(ctx, rule);
  if (trigger && trigger !== rule.triggerKey) {
    const [claimed] = await ctx.db
      .update(autoPayRules)
      .set({ triggerKey: trigger, attempts: 1, nextAttemptAt: null, lastPaymentId: null, updatedAt: ctx.now })
      .where(and(eq(autoPayRules.id, rule.id), eq(autoPayRules.state, "active"), sameTrigger(rule.triggerKey)))
      .returning();
    if (!claimed) return;
    counts.fired += 1;
    await attempt(ctx, claimed, trigger, counts);
    return;
  }
  if (rule.triggerKey && rule.nextAttemptAt && rule.nextAttemptAt <= ctx.now) {
    const [claimed] = await ctx.db
      .update(autoPayRules)
      .set({
        attempts: sql`${autoPayRules.attempts} + 1`,
        nextAttemptAt: null,
        lastPaymentId: null,
        updatedAt: ctx.now,
      })
      .where(
        and(
          eq(autoPayRules.id, rule.id),
          eq(autoPayRules.state, "active"),
          eq(autoPayRules.nextAttemptAt, rule.nextAttemptAt),
        ),
      )
      .returning();
    if (!claimed) return;
    counts.retried += 1;
    await attempt(ctx, claimed, rule.triggerKey, counts);
  }
}

const sameTrigger = (key: string | null) =>
  key === null ? isNull(autoPayRules.triggerKey) : eq(autoPayRules.triggerKey, key);

async function attempt(ctx: ServiceContext, rule: AutoPayRuleRow, trigger: string, counts: Counts) {
  const result: AttemptOutcome = await chargeRule(ctx, rule, trigger, rule.attempts);
  if (result.outcome === "nothing_due") return;
  if (result.paymentId) {
    await ctx.db
      .update(autoPayRules)
      .set({ lastPaymentId: result.paymentId, updatedAt: ctx.now })
      .where(eq(autoPayRules.id, rule.id));
  }
  if (result.outcome === "failed") {
    counts.failed += 1;
    await afterFailure(ctx, rule, counts, result.reason);
  }
}

/**
 * Schedules the next attempt, or pauses the rule and tells the customer when none are left: why
 * depends on the last attempt, as the line's daily payment limit is no fault of the card.
 */
async function afterFailure(ctx: ServiceContext, rule: AutoPayRuleRow, counts: Counts, reason?: string) {
  const unhandled = and(
    eq(autoPayRules.id, rule.id),
    eq(autoPayRules.state, "active"),
    eq(autoPayRules.attempts, rule.attempts),
    isNull(autoPayRules.nextAttemptAt),
  );
  if (rule.attempts < MAX_ATTEMPTS) {
    const wait = RETRY_AFTER_MS[Math.min(rule.attempts - 1, RETRY_AFTER_MS.length - 1)] ?? RETRY_AFTER_MS[0] ?? 0;
    await ctx.db
      .update(autoPayRules)
      .set({ nextAttemptAt: new Date(ctx.now.getTime() + wait), updatedAt: ctx.now })
      .where(unhandled);
    return;
  }
  const limit = reason === "daily_limit_reached";
  await ctx.db.transaction(async (tx) => {
    const [paused] = await tx
      .update(autoPayRules)
      .set({ state: "paused", pausedReason: limit ? "daily_limit" : "failed", updatedAt: ctx.now })
      .where(unhandled)
      .returning();
    if (!paused) return;
    counts.paused += 1;
    const [line] = await tx.select({ msisdn: lines.msisdn }).from(lines).where(eq(lines.id, rule.lineId));
    await notify(tx, {
      accountId: rule.accountId,
      lineId: rule.lineId,
      kind: limit ? "autopay_paused_limit" : "autopay_paused",
      params: { msisdn: line ? `0${line.msisdn.slice(3)}` : "" },
      dedupeKey: `autopay_paused:${rule.id}:${rule.triggerKey ?? ""}`,
      at: ctx.now,
    });
  });
}

/** The trigger a rule has now, if any; a below-balance rule re-arms once the balance is back up. */
async function triggerOf(ctx: ServiceContext, rule: AutoPayRuleRow): Promise<string | null> {
  if (rule.kind === "monthly") {
    const today = Number(baghdadToday(ctx.now).slice(8, 10));
    return today >= (rule.dayOfMonth ?? 1) ? monthKey(ctx.now) : null;
  }
  if (rule.kind === "bill_due") {
    const endOfToday = new Date(`${baghdadToday(ctx.now)}T23:59:59.999+03:00`);
    const [bill] = await ctx.db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.lineId, rule.lineId), lt(bills.paidIqd, bills.totalIqd), lte(bills.dueAt, endOfToday)))
      .orderBy(asc(bills.dueAt))
      .limit(1);
    return bill ? `bill:${bill.id}` : null;
  }
  const [row] = await ctx.db
    .select({ balance: lineBalances.balanceIqd, status: lines.status })
    .from(lines)
    .leftJoin(lineBalances, eq(lineBalances.lineId, lines.id))
    .where(eq(lines.id, rule.lineId));
  if (!row || row.status === "terminated") return null;
  const balance = row.balance ?? 0;
  const armed = `below:${rule.rearms}`;
  if (balance < (rule.thresholdIqd ?? 0)) return armed;
  if (rule.triggerKey === armed) {
    // Back above the threshold after firing: the next fall is a new trigger.
    await ctx.db
      .update(autoPayRules)
      .set({ rearms: rule.rearms + 1, updatedAt: ctx.now })
      .where(and(eq(autoPayRules.id, rule.id), eq(autoPayRules.rearms, rule.rearms)));
  }
  return null;
}
