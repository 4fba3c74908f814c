import { eq } from "drizzle-orm";
import { buckets, lines, subscriptions } from "../../db/schema/index.ts";
import { findOffering } from "../catalogue/offerings.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { debit, ensureBalance } from "../lines/money.ts";
import { bucketsFor } from "./allowances.ts";

const DAY = 24 * 60 * 60_000;

/**
 * Puts a postpaid line on a plan (what sales does when a customer signs): the monthly fee is
 * charged to the line's account, the plan's allowances become buckets, and it renews every
 * period through the bundle job. The plan starts at `ctx.now`; an operator's act, so no customer
 * is needed in `ctx`.
 */
export async function startPlan({ ctx, input }: ServiceCall<{ lineId: string; plan: string }>): Promise<string> {
  const { db, now: at } = ctx;
  const { lineId } = input;
  const [line] = await db.select().from(lines).where(eq(lines.id, lineId));
  if (line?.billing !== "postpaid") throw new DomainError("conflict", "offering_not_for_line");
  const plan = await findOffering({ db, locale: "en" }, input.plan, at);
  if (plan.type !== "postpaid_plan" || !plan.validityDays) throw new DomainError("invalid", "offering_not_purchasable");
  await ensureBalance(db, line);
  return db.transaction(async (tx) => {
    const endsAt = new Date(at.getTime() + (plan.validityDays ?? 30) * DAY);
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        lineId,
        offeringSlug: plan.slug,
        priceIqd: plan.priceIqd,
        startsAt: at,
        endsAt,
        autoRenew: true,
        createdAt: at,
      })
      .returning({ id: subscriptions.id });
    if (!sub) throw new Error("plan not started");
    await debit(tx, lineId, plan.priceIqd, {
      kind: "renewal",
      details: { offering: plan.slug, subscription: sub.id },
      at,
    });
    const fresh = bucketsFor(plan, lineId, sub.id, at, endsAt);
    if (fresh.length > 0) await tx.insert(buckets).values(fresh);
    return sub.id;
  });
}
