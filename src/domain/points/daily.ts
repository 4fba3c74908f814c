/**
 * The daily points job (src/jobs/jobs.server.ts): due lots expire, oldest first; a notice goes a
 * month ahead of each day's expiring points, once; tiers follow the sliding 12-month window down;
 * birthday bonuses of the month are paid. Each account is handled in its own transaction, so one
 * failure does not hold back the rest and a second run finds nothing left to do.
 */
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import { pointsAccounts, pointsEntries } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { notify } from "../notifications/notifications.ts";
import { earningRules } from "./earning-rules.ts";
import { expireDuePoints } from "./ledger.ts";
import { birthdayBonuses } from "./tasks.ts";
import { reviewTier } from "./tiers.ts";

const DAY = 24 * 60 * 60_000;

export async function runPointsDaily({
  ctx,
}: ServiceCall): Promise<{ expired: number; noticed: number; tiers: number; birthdays: number }> {
  const { db, now } = ctx;
  const dueAccounts = await db
    .selectDistinct({ accountId: pointsEntries.accountId })
    .from(pointsEntries)
    .where(and(gt(pointsEntries.remaining, 0), lte(pointsEntries.expiresAt, now)));
  let expired = 0;
  for (const { accountId } of dueAccounts) {
    expired += await db.transaction(async (tx) => {
      const points = await expireDuePoints(tx, accountId, now);
      await reviewTier(tx, accountId, now);
      return points;
    });
  }

  const noticed = await expiryNotices(ctx);

  // The window only slides forward, so only accounts above the lowest tier can move (down).
  const ranked = await db
    .select({ accountId: pointsAccounts.accountId })
    .from(pointsAccounts)
    .where(ne(pointsAccounts.tier, "silver"));
  let tiers = 0;
  for (const { accountId } of ranked) {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ tier: pointsAccounts.tier })
        .from(pointsAccounts)
        .where(eq(pointsAccounts.accountId, accountId))
        .for("update");
      return row !== undefined && (await reviewTier(tx, accountId, now)) !== row.tier;
    });
    if (moved) tiers += 1;
  }

  return { expired, noticed, tiers, birthdays: await birthdayBonuses(db, now) };
}

/**
 * One notice per account and expiry day (business time), sent when that day comes within the
 * rules' notice period: the points that will expire then, as they stand at the notice.
 */
async function expiryNotices({ db, now }: ServiceCall["ctx"]): Promise<number> {
  const horizon = new Date(now.getTime() + earningRules.expiry.noticeDays * DAY);
  const day = sql<string>`to_char(${pointsEntries.expiresAt} at time zone 'Asia/Baghdad', 'YYYY-MM-DD')`;
  const batches = await db
    .select({
      accountId: pointsEntries.accountId,
      day,
      points: sql<number>`sum(${pointsEntries.remaining})::int`,
      first: sql<string>`min(${pointsEntries.expiresAt})`,
    })
    .from(pointsEntries)
    .where(and(gt(pointsEntries.remaining, 0), gt(pointsEntries.expiresAt, now), lte(pointsEntries.expiresAt, horizon)))
    .groupBy(pointsEntries.accountId, day);
  for (const b of batches) {
    await notify(db, {
      accountId: b.accountId,
      kind: "points_expiring",
      params: { points: b.points, endsAt: new Date(b.first).toISOString() },
      dedupeKey: `points_expiring:${b.day}`,
      at: now,
    });
  }
  return batches.length;
}
