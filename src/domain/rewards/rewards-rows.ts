import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { pointsAccounts, rewardRedemptions, rewards } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { DomainError } from "../errors.ts";

export type RewardRow = typeof rewards.$inferSelect;

/** A reward's name, description and partner in one language. */
export function rewardText(row: Pick<RewardRow, "texts">, locale: LocaleCode) {
  const t = row.texts[locale];
  return { name: t.name, description: t.description, partner: t.partner ?? null };
}

export async function rewardRow(db: Db, slug: string): Promise<RewardRow> {
  const [row] = await db.select().from(rewards).where(eq(rewards.slug, slug));
  if (!row) throw new DomainError("not_found", "reward_not_found");
  return row;
}

/** Refuses a reward outside its dates. */
export function checkDates(reward: RewardRow, now: Date) {
  if (reward.startsAt > now) throw new DomainError("conflict", "reward_not_started");
  if (reward.endsAt && reward.endsAt <= now) throw new DomainError("conflict", "reward_ended");
}

/**
 * Locks the account's points row (creating it at 0), so that one customer's redemptions queue:
 * the per-customer limit is then counted with no other redemption of theirs in flight.
 */
export async function lockPoints(tx: Db, accountId: string): Promise<number> {
  await tx.insert(pointsAccounts).values({ accountId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.accountId, accountId))
    .for("update");
  return row?.balance ?? 0;
}

/** How many of a reward the account has redeemed, by reward. */
export async function redeemedCounts(db: Db, accountId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ slug: rewardRedemptions.rewardSlug, n: count() })
    .from(rewardRedemptions)
    .where(eq(rewardRedemptions.accountId, accountId))
    .groupBy(rewardRedemptions.rewardSlug);
  return new Map(rows.map((r) => [r.slug, r.n]));
}

export async function redeemedCount(db: Db, accountId: string, slug: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rewardRedemptions)
    .where(and(eq(rewardRedemptions.accountId, accountId), eq(rewardRedemptions.rewardSlug, slug)));
  return row?.n ?? 0;
}
