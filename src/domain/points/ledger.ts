import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { pointsAccounts, pointsEntries } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/**
 * The points ledger, built like the money ledger (DESIGN.md): every change is an entry written in
 * the caller's transaction, the balance never goes below zero (a check constraint), and an event
 * is recorded once per account (a unique index), so a retried recharge or purchase earns once.
 * Every function locks the account's row first: concurrent changes to one account queue.
 */

/** What caused a change: `event` is unique per account ("payment:<id>", "redemption:<id>", ...). */
export type PointsEvent = { accountId: string; event: string; details?: Record<string, string | number>; at: Date };
export type PointsResult = { recorded: boolean; balance: number };

async function lockAccount(tx: Db, accountId: string): Promise<number> {
  await tx.insert(pointsAccounts).values({ accountId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.accountId, accountId))
    .for("update");
  if (!row) throw new Error(`points account ${accountId} not created`);
  return row.balance;
}

async function alreadyRecorded(tx: Db, accountId: string, event: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: pointsEntries.id })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.accountId, accountId), eq(pointsEntries.event, event)));
  return row !== undefined;
}

async function setBalance(tx: Db, accountId: string, balance: number, at: Date) {
  await tx.update(pointsAccounts).set({ balance, updatedAt: at }).where(eq(pointsAccounts.accountId, accountId));
}

/**
 * Takes `points` from the account's open lots, the one expiring first first (the oldest, as every
 * lot lives the same time), `first` lot before all others when given (a reversal takes back the
 * points of its own lot first). The caller has checked the balance covers it.
 */
async function consumeLots(tx: Db, accountId: string, points: number, first?: number) {
  const lots = await tx
    .select({ id: pointsEntries.id, remaining: pointsEntries.remaining })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.accountId, accountId), gt(pointsEntries.remaining, 0)))
    .orderBy(asc(pointsEntries.expiresAt), asc(pointsEntries.id))
    .for("update");
  const ordered =
    first === undefined ? lots : [...lots.filter((l) => l.id === first), ...lots.filter((l) => l.id !== first)];
  let left = points;
  for (const lot of ordered) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining ?? 0);
    await tx
      .update(pointsEntries)
      .set({ remaining: sql`${pointsEntries.remaining} - ${take}` })
      .where(eq(pointsEntries.id, lot.id));
    left -= take;
  }
  if (left > 0) throw new Error(`points lots of ${accountId} short by ${left}: ledger out of balance`);
}

/** Credits `points` as a lot that expires at `expiresAt`; once per event. Zero points records nothing. */
export async function earnPoints(
  tx: Db,
  { accountId, event, details = {}, at, points, expiresAt }: PointsEvent & { points: number; expiresAt: Date },
): Promise<PointsResult> {
  if (!Number.isInteger(points) || points < 0) throw new Error(`earning ${points} points`);
  const balance = await lockAccount(tx, accountId);
  if (points === 0 || (await alreadyRecorded(tx, accountId, event))) return { recorded: false, balance };
  const after = balance + points;
  await tx.insert(pointsEntries).values({
    accountId,
    kind: "earn",
    points,
    balanceAfter: after,
    event,
    remaining: points,
    expiresAt,
    details,
    createdAt: at,
  });
  await setBalance(tx, accountId, after, at);
  return { recorded: true, balance: after };
}

/** Pays `points` for something (a reward), oldest points first; once per event; refused when short. */
export async function spendPoints(
  tx: Db,
  { accountId, event, details = {}, at, points }: PointsEvent & { points: number },
): Promise<PointsResult> {
  if (!Number.isInteger(points) || points <= 0) throw new Error(`spending ${points} points`);
  const balance = await lockAccount(tx, accountId);
  if (await alreadyRecorded(tx, accountId, event)) return { recorded: false, balance };
  if (balance < points) throw new DomainError("conflict", "insufficient_points", { points, balance });
  await consumeLots(tx, accountId, points);
  const after = balance - points;
  await tx
    .insert(pointsEntries)
    .values({ accountId, kind: "spend", points: -points, balanceAfter: after, event, details, createdAt: at });
  await setBalance(tx, accountId, after, at);
  return { recorded: true, balance: after };
}

/**
 * Takes back what `earnedBy` earned, because it was refunded: as much as the balance still holds
 * (points already spent stay spent; the balance never goes below zero), the refunded lot's own
 * points first. Once per event; nothing when the event earned nothing.
 */
export async function takeBackPoints(
  tx: Db,
  { accountId, earnedBy, details = {}, at }: Omit<PointsEvent, "event"> & { earnedBy: string },
): Promise<PointsResult & { taken: number }> {
  const balance = await lockAccount(tx, accountId);
  const event = `reverse:${earnedBy}`;
  const [lot] = await tx
    .select({ id: pointsEntries.id, points: pointsEntries.points })
    .from(pointsEntries)
    .where(
      and(eq(pointsEntries.accountId, accountId), eq(pointsEntries.event, earnedBy), eq(pointsEntries.kind, "earn")),
    );
  const taken = Math.min(lot?.points ?? 0, balance);
  if (!lot || taken === 0 || (await alreadyRecorded(tx, accountId, event)))
    return { recorded: false, balance, taken: 0 };
  await consumeLots(tx, accountId, taken, lot.id);
  const after = balance - taken;
  await tx.insert(pointsEntries).values({
    accountId,
    kind: "reverse",
    points: -taken,
    balanceAfter: after,
    event,
    details: { ...details, of: earnedBy, ...(taken < lot.points ? { notTaken: lot.points - taken } : {}) },
    createdAt: at,
  });
  await setBalance(tx, accountId, after, at);
  return { recorded: true, balance: after, taken };
}

/** Expires what is left of the account's lots that are due at `now`, one entry per lot. Returns the points expired. */
export async function expireDuePoints(tx: Db, accountId: string, now: Date): Promise<number> {
  let balance = await lockAccount(tx, accountId);
  const due = await tx
    .select({ id: pointsEntries.id, remaining: pointsEntries.remaining })
    .from(pointsEntries)
    .where(
      and(eq(pointsEntries.accountId, accountId), gt(pointsEntries.remaining, 0), lte(pointsEntries.expiresAt, now)),
    )
    .orderBy(asc(pointsEntries.expiresAt), asc(pointsEntries.id))
    .for("update");
  let expired = 0;
  for (const lot of due) {
    const points = lot.remaining ?? 0;
    balance -= points;
    expired += points;
    await tx.update(pointsEntries).set({ remaining: 0 }).where(eq(pointsEntries.id, lot.id));
    await tx.insert(pointsEntries).values({
      accountId,
      kind: "expire",
      points: -points,
      balanceAfter: balance,
      event: `expire:${lot.id}`,
      details: { lot: lot.id },
      createdAt: now,
    });
  }
  if (expired > 0) await setBalance(tx, accountId, balance, now);
  return expired;
}

/** The account's points balance (0 for an account that never earned). */
export async function pointsBalance(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.accountId, accountId));
  return row?.balance ?? 0;
}
