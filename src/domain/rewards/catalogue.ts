import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { RewardCatalogue, RewardView } from "../../contracts/api/rewards.ts";
import { rewardNeedsLine } from "../../contracts/rewards.ts";
import { rewardRedemptions, rewards } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { accountLinesOf } from "../lines/line-access.ts";
import { pointsBalance } from "../points/ledger.ts";
import { lineMisfit, rewardOffering } from "./line-fit.ts";
import { redeemedCounts, rewardText } from "./rewards-rows.ts";

/**
 * The rewards on offer now, in the caller's language, each with what it takes for this customer:
 * points still needed, how many more they may redeem, the stock left, the lines it can go to.
 * Donations carry the total points everyone has given the charity.
 */
export async function rewardCatalogue({ ctx }: ServiceCall): Promise<RewardCatalogue> {
  const { db, now, locale } = ctx;
  const { accountId } = actorOf(ctx);
  const [rows, balance, counts, lines, donated] = await Promise.all([
    db
      .select()
      .from(rewards)
      .where(and(lte(rewards.startsAt, now), or(isNull(rewards.endsAt), gt(rewards.endsAt, now))))
      .orderBy(asc(rewards.sortOrder), asc(rewards.slug)),
    pointsBalance(db, accountId),
    redeemedCounts(db, accountId),
    accountLinesOf(db, actorOf(ctx)),
    db
      .select({ slug: rewardRedemptions.rewardSlug, points: sql<number>`sum(${rewardRedemptions.points})::int` })
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.slug, rewardRedemptions.rewardSlug))
      .where(eq(rewards.kind, "donation"))
      .groupBy(rewardRedemptions.rewardSlug),
  ]);
  const given = new Map(donated.map((d) => [d.slug, d.points]));
  const out: RewardView[] = [];
  for (const row of rows) {
    const offering = await rewardOffering(db, row, locale, now);
    const lineIds = rewardNeedsLine(row.kind)
      ? lines.filter((line) => lineMisfit(row, offering, line) === null).map((l) => l.id)
      : [];
    const limitLeft =
      row.perCustomerLimit === null ? null : Math.max(0, row.perCustomerLimit - (counts.get(row.slug) ?? 0));
    const pointsNeeded = Math.max(0, row.pointsCost - balance);
    out.push({
      slug: row.slug,
      kind: row.kind,
      ...rewardText(row, locale),
      pointsCost: row.pointsCost,
      stock: row.stock,
      perCustomerLimit: row.perCustomerLimit,
      limitLeft,
      pointsNeeded,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      offering: offering ? { slug: offering.slug, name: offering.name, validityDays: offering.validityDays } : null,
      creditIqd: row.creditIqd,
      donatedPoints: row.kind === "donation" ? (given.get(row.slug) ?? 0) : null,
      lineIds,
      available:
        pointsNeeded === 0 && row.stock > 0 && limitLeft !== 0 && (!rewardNeedsLine(row.kind) || lineIds.length > 0),
    });
  }
  return { balance, rewards: out };
}
