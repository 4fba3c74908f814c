/** What the signed-in customer sees of their points: summary, history, ways to earn (API views). */
import { and, asc, desc, eq, gt, gte, inArray, like, sql } from "drizzle-orm";
import type { PointsEarning, PointsHistory, PointsHistoryQuery, PointsSummary } from "../../contracts/api/points.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { pointsTaskIds } from "../../contracts/earning-rules.ts";
import type { PointsEntryKind } from "../../contracts/points.ts";
import { accounts, pointsAccounts, pointsEntries } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { addMonths, earningRules } from "./earning-rules.ts";
import { earnedInWindow } from "./tiers.ts";

const DAY = 24 * 60 * 60_000;
const tierRules = () => earningRules.tiers.map((t) => ({ tier: t.id, from: t.from, bonusPercent: t.bonusPercent }));

export async function pointsSummary({ ctx }: ServiceCall): Promise<PointsSummary> {
  const { db, now } = ctx;
  const { accountId } = actorOf(ctx);
  const [account] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.accountId, accountId));
  const earned = await earnedInWindow(db, accountId, now);
  const tier = account?.tier ?? "silver";
  const next = earningRules.tiers.find((t) => t.from > (earningRules.tiers.find((x) => x.id === tier)?.from ?? 0));
  // The next day's lots to expire (all lots of one day expire together, as the notice counts them).
  const [first] = await db
    .select({ at: pointsEntries.expiresAt })
    .from(pointsEntries)
    .where(
      and(eq(pointsEntries.accountId, accountId), gt(pointsEntries.remaining, 0), gt(pointsEntries.expiresAt, now)),
    )
    .orderBy(asc(pointsEntries.expiresAt))
    .limit(1);
  let expiring: PointsSummary["expiring"] = null;
  if (first?.at) {
    const dayOf = sql`to_char(${pointsEntries.expiresAt} at time zone 'Asia/Baghdad', 'YYYY-MM-DD')`;
    const [sum] = await db
      .select({ points: sql<number>`coalesce(sum(${pointsEntries.remaining}), 0)::int` })
      .from(pointsEntries)
      .where(
        and(
          eq(pointsEntries.accountId, accountId),
          gt(pointsEntries.remaining, 0),
          gt(pointsEntries.expiresAt, now),
          sql`${dayOf} = ${baghdadToday(first.at)}`,
        ),
      );
    expiring = {
      points: sum?.points ?? 0,
      at: first.at.toISOString(),
      soon: first.at.getTime() - now.getTime() <= earningRules.expiry.noticeDays * DAY,
    };
  }
  return {
    balance: account?.balance ?? 0,
    tier,
    tierSince: (account?.tierSince ?? now).toISOString(),
    earnedInWindow: earned,
    windowMonths: earningRules.tierWindowMonths,
    nextTier: next ? { tier: next.id, from: next.from, needed: Math.max(0, next.from - earned) } : null,
    tiers: tierRules(),
    expiring,
  };
}

const PAGE = 50;
const periodMonths = { month: 1, quarter: 3, year: 12, all: null } as const;

/**
 * The account's entries newest first, by kind and period, a page at a time: keyset paging on
 * (time, id) through the index on (account, time, id), as the money statement does.
 */
export async function pointsHistory({ ctx, input }: ServiceCall<PointsHistoryQuery>): Promise<PointsHistory> {
  const { db, now } = ctx;
  const { accountId } = actorOf(ctx);
  const months = periodMonths[input.period];
  const limit = input.limit ?? PAGE;
  const kinds: PointsEntryKind[] | undefined = input.kind ? [input.kind] : undefined;
  const rows = await db
    .select()
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.accountId, accountId),
        months === null ? undefined : gte(pointsEntries.createdAt, addMonths(now, -months)),
        kinds ? inArray(pointsEntries.kind, kinds) : undefined,
        input.before
          ? sql`(${pointsEntries.createdAt}, ${pointsEntries.id}) < (select e.created_at, e.id from ${pointsEntries} e where e.id = ${input.before} and e.account_id = ${accountId})`
          : undefined,
      ),
    )
    .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    next: rows.length > limit ? String(page.at(-1)?.id) : null,
    entries: page.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      points: r.points,
      balanceAfter: r.balanceAfter,
      details: r.details,
      expiresAt: r.expiresAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The rules' rates and tiers, and which one-off tasks the account has done (the birthday: this year). */
export async function pointsEarning({ ctx }: ServiceCall): Promise<PointsEarning> {
  const { db, now } = ctx;
  const { accountId } = actorOf(ctx);
  const [account] = await db.select({ birthDate: accounts.birthDate }).from(accounts).where(eq(accounts.id, accountId));
  const done = await db
    .select({ event: pointsEntries.event, at: pointsEntries.createdAt })
    .from(pointsEntries)
    .where(
      and(eq(pointsEntries.accountId, accountId), eq(pointsEntries.kind, "earn"), like(pointsEntries.event, "task:%")),
    );
  const year = baghdadToday(now).slice(0, 4);
  const doneAt = (id: string) => {
    const event = id === "birthday_month" ? `task:${id}:${year}` : `task:${id}`;
    return done.find((d) => d.event === event)?.at ?? null;
  };
  return {
    rates: {
      pointsPerThousandIqd: earningRules.moneyIn.pointsPerThousandIqd,
      pointsPerBundle: earningRules.bundle.pointsPerBundle,
      renewalsEarn: earningRules.bundle.renewalsEarn,
      expiryMonths: earningRules.expiry.months,
      noticeDays: earningRules.expiry.noticeDays,
    },
    tiers: tierRules(),
    windowMonths: earningRules.tierWindowMonths,
    tasks: pointsTaskIds.flatMap((id) => {
      const rule = earningRules.tasks.find((t) => t.id === id);
      if (!rule) return [];
      const at = doneAt(id);
      return [{ id, points: rule.points, done: at !== null, doneAt: at?.toISOString() ?? null }];
    }),
    hasBirthDate: Boolean(account?.birthDate),
  };
}
