/** The line's Power plan today and the plans on sale, read by plan changes and conversions. */
import { and, desc, eq } from "drizzle-orm";
import type { PlanChangeView } from "../../contracts/api/plan-changes.ts";
import type { Db } from "../../db/client.server.ts";
import { offerings, type planChanges, subscriptions } from "../../db/schema/index.ts";
import { listOfferings } from "../catalogue/offerings.ts";
import type { ServiceContext } from "../context.ts";

/** The active subscription of a postpaid plan on the line, or null (a line sold without one). */
export async function currentPlan(db: Db, lineId: string) {
  const [row] = await db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(offerings, eq(offerings.slug, subscriptions.offeringSlug))
    .where(
      and(eq(subscriptions.lineId, lineId), eq(subscriptions.status, "active"), eq(offerings.type, "postpaid_plan")),
    )
    .orderBy(desc(subscriptions.startsAt))
    .limit(1);
  return row?.sub ?? null;
}

/** The Power plans on sale today, cheapest first, in the caller's language. */
export async function powerPlans(ctx: ServiceContext) {
  const all = await listOfferings({ ctx, input: { type: "postpaid_plan" } });
  return all.filter((p) => p.validityDays).sort((a, b) => a.priceIqd - b.priceIqd);
}

export function planChangeView(row: typeof planChanges.$inferSelect): PlanChangeView {
  return {
    id: row.id,
    fromPlan: row.fromPlan,
    toPlan: row.toPlan,
    direction: row.direction,
    state: row.state,
    chargeIqd: row.chargeIqd,
    effectiveAt: row.effectiveAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
