/**
 * What a postpaid line may change to, stated exactly before the customer confirms: for each Power
 * plan the charge now (an upgrade, prorated) or the date it applies (a downgrade, next cycle).
 */
import { and, asc, eq, gte } from "drizzle-orm";
import type { PlanChangeOptions } from "../../contracts/api/plan-changes.ts";
import { lineBalances, planChanges } from "../../db/schema/index.ts";
import { lastPeriod } from "../bills/bills.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { ownedLine } from "../lines/line-access.ts";
import { currentPlan, planChangeView, powerPlans } from "./current-plan.ts";
import { daysLeft, periodDays, proratedCharge } from "./proration.ts";

export async function getPlanChangeOptions({
  ctx,
  input,
}: ServiceCall<{ lineId: string }>): Promise<PlanChangeOptions> {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  if (line.billing !== "postpaid") throw new DomainError("conflict", "plan_change_needs_postpaid");
  const [sub, plans] = await Promise.all([currentPlan(ctx.db, line.id), powerPlans(ctx)]);
  const [pending] = await ctx.db
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.lineId, line.id), eq(planChanges.state, "pending")));
  const [money] = await ctx.db
    .select({ cycleDay: lineBalances.billCycleDay })
    .from(lineBalances)
    .where(eq(lineBalances.lineId, line.id));
  // Charged since the last bill was cut: what the next bill will show as plan changes.
  const billSince = lastPeriod(money?.cycleDay ?? 1, ctx.now).end;
  const charged = await ctx.db
    .select()
    .from(planChanges)
    .where(
      and(
        eq(planChanges.lineId, line.id),
        eq(planChanges.direction, "upgrade"),
        eq(planChanges.state, "applied"),
        gte(planChanges.createdAt, billSince),
      ),
    )
    .orderBy(asc(planChanges.createdAt));
  const currentOffer = sub ? plans.find((p) => p.slug === sub.offeringSlug) : undefined;
  const period = sub?.endsAt ? { startsAt: sub.startsAt, endsAt: sub.endsAt } : null;
  const firstPlan = plans.map((p) => ({
    slug: p.slug,
    name: p.name,
    priceIqd: p.priceIqd,
    direction: "start" as const,
    chargeIqd: p.priceIqd,
    effectiveAt: ctx.now.toISOString(),
  }));
  const choices =
    sub && period
      ? plans
          .filter((p) => p.slug !== sub.offeringSlug)
          .map((p) => {
            const upgrade = p.priceIqd > sub.priceIqd;
            return {
              slug: p.slug,
              name: p.name,
              priceIqd: p.priceIqd,
              direction: upgrade ? ("upgrade" as const) : ("downgrade" as const),
              chargeIqd: upgrade ? proratedCharge(sub.priceIqd, p.priceIqd, period, ctx.now) : 0,
              effectiveAt: (upgrade ? ctx.now : period.endsAt).toISOString(),
            };
          })
      : firstPlan;
  return {
    current: sub
      ? { slug: sub.offeringSlug, name: currentOffer?.name ?? sub.offeringSlug, priceIqd: sub.priceIqd }
      : null,
    cycleStart: period ? period.startsAt.toISOString() : null,
    cycleEnd: period ? period.endsAt.toISOString() : null,
    daysLeft: period ? daysLeft(period, ctx.now) : 0,
    cycleDays: period ? periodDays(period) : 0,
    choices,
    pending: pending ? planChangeView(pending) : null,
    charged: charged.map(planChangeView),
  };
}
