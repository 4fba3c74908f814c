/**
 * A downgrade waits for the end of the plan's period: the bundle job, renewing the plan, asks here
 * which plan to renew on, and marks the change applied in the renewal's own transaction.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { planChanges } from "../../db/schema/index.ts";

/** The plan a renewal of this subscription should start instead of its own, if a downgrade waits. */
export async function pendingDowngrade(db: Db, sub: { lineId: string; offeringSlug: string }) {
  const [pending] = await db
    .select({ id: planChanges.id, toPlan: planChanges.toPlan })
    .from(planChanges)
    .where(
      and(
        eq(planChanges.lineId, sub.lineId),
        eq(planChanges.state, "pending"),
        eq(planChanges.fromPlan, sub.offeringSlug),
      ),
    );
  return pending ?? null;
}

export async function markDowngradeApplied(db: Db, id: string, at: Date) {
  await db
    .update(planChanges)
    .set({ state: "applied", appliedAt: at })
    .where(and(eq(planChanges.id, id), eq(planChanges.state, "pending")));
}
