/**
 * Changes a postpaid line's Power plan (issue 21). An upgrade applies now: the old plan ends, the
 * new one runs to the same period end with its allowances (less what was already used), and the
 * prorated fee difference is charged to the line as a plan-change adjustment that the next bill
 * shows on its own line. A downgrade waits for the period's end (see pending-downgrade.ts).
 * Exactly once per idempotency key, like every money-moving request.
 */
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { PlanChangeView } from "../../contracts/api/plan-changes.ts";
import type { Db } from "../../db/client.server.ts";
import { buckets, lineBalances, planChanges, subscriptions } from "../../db/schema/index.ts";
import { bucketsFor } from "../bundles/allowances.ts";
import { startPlan } from "../bundles/plans.ts";
import { findOffering } from "../catalogue/offerings.ts";
import { actorOf, type ServiceCall, type ServiceContext, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { ownedLine } from "../lines/line-access.ts";
import { debit } from "../lines/money.ts";
import { currentPlan, planChangeView } from "./current-plan.ts";
import { proratedCharge } from "./proration.ts";

type ChangeInput = { lineId: string; plan: string; idempotencyKey: string };

export async function changePlan({ ctx, input }: ServiceCall<ChangeInput>): Promise<Stored<PlanChangeView>> {
  const actor = actorOf(ctx);
  const line = await ownedLine(ctx.db, actor, input.lineId);
  const request = { lineId: line.id, plan: input.plan };
  return ctx.db.transaction((tx) =>
    once(tx, `plan-change:account:${actor.accountId}`, input.idempotencyKey, request, async () => {
      if (line.billing !== "postpaid") throw new DomainError("conflict", "plan_change_needs_postpaid");
      if (line.status !== "active") throw new DomainError("conflict", "plan_change_line_inactive");
      // One change of a line at a time: its money row is the lock every charge takes first.
      await tx.select().from(lineBalances).where(eq(lineBalances.lineId, line.id)).for("update");
      const sub = await currentPlan(tx, line.id);
      const target = await findOffering(withDb(ctx, tx), input.plan, ctx.now).catch(() => null);
      if (target?.type !== "postpaid_plan" || !target.sellable || !target.listed || !target.validityDays) {
        throw new DomainError("invalid", "plan_change_unknown_plan", { field: "plan" });
      }
      if (!sub)
        return { status: 201, body: await firstPlan(tx, ctx, { lineId: line.id, accountId: actor.accountId }, target) };
      if (!sub.endsAt) throw new DomainError("conflict", "plan_change_no_plan");
      if (target.slug === sub.offeringSlug) throw new DomainError("conflict", "plan_change_same_plan");
      // A new choice replaces a downgrade still waiting.
      await tx
        .update(planChanges)
        .set({ state: "cancelled" })
        .where(and(eq(planChanges.lineId, line.id), eq(planChanges.state, "pending")));
      const base = { lineId: line.id, accountId: actor.accountId, fromPlan: sub.offeringSlug, toPlan: target.slug };
      if (target.priceIqd <= sub.priceIqd) {
        const [pending] = await tx
          .insert(planChanges)
          .values({ ...base, direction: "downgrade", state: "pending", effectiveAt: sub.endsAt, createdAt: ctx.now })
          .returning();
        if (!pending) throw new Error("plan change not recorded");
        return { status: 201, body: planChangeView(pending) };
      }
      const chargeIqd = proratedCharge(
        sub.priceIqd,
        target.priceIqd,
        { startsAt: sub.startsAt, endsAt: sub.endsAt },
        ctx.now,
      );
      const [applied] = await tx
        .insert(planChanges)
        .values({
          ...base,
          direction: "upgrade",
          state: "applied",
          chargeIqd,
          effectiveAt: ctx.now,
          createdAt: ctx.now,
          appliedAt: ctx.now,
        })
        .returning();
      if (!applied) throw new Error("plan change not recorded");
      if (chargeIqd > 0) {
        const details = { reason: "plan_change", from: sub.offeringSlug, to: target.slug, planChange: applied.id };
        await debit(tx, line.id, chargeIqd, { kind: "adjustment", details, at: ctx.now }).catch((error: unknown) => {
          const overLimit = error instanceof DomainError && error.code === "insufficient_balance";
          throw overLimit ? new DomainError("conflict", "plan_change_over_limit", { amount: chargeIqd }) : error;
        });
      }
      await switchSubscription(tx, { ...sub, endsAt: sub.endsAt }, target, ctx.now);
      return { status: 201, body: planChangeView(applied) };
    }),
  );
}

/** A postpaid line without a plan takes its first: the plan starts now and its fee is billed as a plan fee. */
async function firstPlan(
  tx: Db,
  ctx: ServiceContext,
  who: { lineId: string; accountId: string },
  target: { slug: string; priceIqd: number },
): Promise<PlanChangeView> {
  await startPlan({ ctx: withDb(ctx, tx), input: { lineId: who.lineId, plan: target.slug } }).catch(
    (error: unknown) => {
      const overLimit = error instanceof DomainError && error.code === "insufficient_balance";
      throw overLimit ? new DomainError("conflict", "plan_change_over_limit", { amount: target.priceIqd }) : error;
    },
  );
  const [row] = await tx
    .insert(planChanges)
    .values({
      ...who,
      fromPlan: "",
      toPlan: target.slug,
      direction: "start",
      state: "applied",
      effectiveAt: ctx.now,
      createdAt: ctx.now,
      appliedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error("plan change not recorded");
  return planChangeView(row);
}

type PlanSub = typeof subscriptions.$inferSelect & { endsAt: Date };

/**
 * Ends the old plan now and starts the new one until the old period's end. Its allowances replace
 * the old ones; what was used of each kind counts against the new allowance.
 */
async function switchSubscription(
  tx: Db,
  sub: PlanSub,
  target: { slug: string; priceIqd: number; type: string; allowances: Parameters<typeof bucketsFor>[0]["allowances"] },
  now: Date,
) {
  const [ended] = await tx
    .update(subscriptions)
    .set({ status: "cancelled", endsAt: now })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "active")))
    .returning({ id: subscriptions.id });
  if (!ended) throw new DomainError("conflict", "plan_change_no_plan");
  const [next] = await tx
    .insert(subscriptions)
    .values({
      lineId: sub.lineId,
      offeringSlug: target.slug,
      priceIqd: target.priceIqd,
      startsAt: now,
      endsAt: sub.endsAt,
      autoRenew: true,
      createdAt: now,
    })
    .returning({ id: subscriptions.id });
  if (!next) throw new Error("new plan not started");
  const old = await tx
    .update(buckets)
    .set({ expiresAt: now })
    .where(and(eq(buckets.subscriptionId, sub.id), or(isNull(buckets.expiresAt), gt(buckets.expiresAt, now))))
    .returning({ kind: buckets.kind, used: buckets.used });
  const fresh = bucketsFor(target, sub.lineId, next.id, now, sub.endsAt).map((b) => {
    const used = old.filter((o) => o.kind === b.kind).reduce((sum, o) => sum + o.used, 0);
    return { ...b, used: b.total == null ? used : Math.min(used, b.total) };
  });
  if (fresh.length > 0) await tx.insert(buckets).values(fresh);
}
