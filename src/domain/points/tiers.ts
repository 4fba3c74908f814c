import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { PointsTier } from "../../contracts/points.ts";
import type { Db } from "../../db/client.server.ts";
import { pointsAccounts, pointsEntries } from "../../db/schema/index.ts";
import { notify } from "../notifications/notifications.ts";
import { addMonths, earningRules, tierFor } from "./earning-rules.ts";

/**
 * What counts towards a tier: points earned in the window before `at`, less what refunds took back
 * in it. Spending and expiry do not lower it: a customer who redeems is not demoted for it.
 */
export async function earnedInWindow(db: Db, accountId: string, at: Date): Promise<number> {
  const since = addMonths(at, -earningRules.tierWindowMonths);
  const [row] = await db
    .select({ earned: sql<number>`coalesce(sum(${pointsEntries.points}), 0)::int` })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.accountId, accountId),
        inArray(pointsEntries.kind, ["earn", "reverse"]),
        gt(pointsEntries.createdAt, since),
        sql`${pointsEntries.createdAt} <= ${at.toISOString()}`,
      ),
    );
  return Math.max(0, row?.earned ?? 0);
}

export async function currentTier(db: Db, accountId: string): Promise<PointsTier> {
  const [row] = await db
    .select({ tier: pointsAccounts.tier })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.accountId, accountId));
  return row?.tier ?? "silver";
}

/**
 * Moves the account to the tier its points in the window make, up or down, with a notice; in the
 * caller's transaction, after the ledger locked the account's row. Returns the tier it is in now.
 */
export async function reviewTier(tx: Db, accountId: string, at: Date): Promise<PointsTier> {
  const [row] = await tx
    .select({ tier: pointsAccounts.tier })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.accountId, accountId));
  if (!row) return "silver";
  const tier = tierFor(await earnedInWindow(tx, accountId, at));
  if (tier === row.tier) return tier;
  await tx.update(pointsAccounts).set({ tier, tierSince: at }).where(eq(pointsAccounts.accountId, accountId));
  await notify(tx, {
    accountId,
    kind: "points_tier_changed",
    params: { tier, previous: row.tier },
    dedupeKey: `points_tier:${tier}:${at.toISOString()}`,
    at,
  });
  return tier;
}
