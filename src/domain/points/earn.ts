/**
 * Earning hooks (docs/decisions/056): each called in the transaction of the event that earns, so
 * the points commit with the recharge, payment or purchase or not at all. Points go to the account
 * that holds the line, whoever paid; a line nobody holds earns nothing. Event keys make a retried
 * or duplicated event earn once: "payment:<id>", "voucher:<serial>", "subscription:<id>", "task:<id>".
 */
import { and, eq } from "drizzle-orm";
import type { PointsTaskId } from "../../contracts/earning-rules.ts";
import type { Db } from "../../db/client.server.ts";
import { pointsEntries } from "../../db/schema/index.ts";
import { holderOf } from "../lines/line-access.ts";
import { earningRules, expiryOf, pointsForMoney, taskPoints } from "./earning-rules.ts";
import { earnPoints, takeBackPoints } from "./ledger.ts";
import { currentTier, reviewTier } from "./tiers.ts";

type Award = { accountId: string; event: string; points: number; at: Date; details: Record<string, string | number> };

/** Credits a lot that expires after the rules' period and re-evaluates the tier. */
export async function award(tx: Db, a: Award): Promise<boolean> {
  const { recorded } = await earnPoints(tx, { ...a, expiresAt: expiryOf(a.at) });
  if (recorded) await reviewTier(tx, a.accountId, a.at);
  return recorded;
}

/** A one-off task done by the account: once ever (`round` makes the birthday bonus once a year). */
export async function completeTask(tx: Db, accountId: string, task: PointsTaskId, at: Date, round?: string) {
  const event = round ? `task:${task}:${round}` : `task:${task}`;
  return award(tx, { accountId, event, points: taskPoints(task), at, details: { source: "task", task } });
}

export type MoneyIn = {
  lineId: string;
  amountIqd: number;
  /** "payment:<id>" or "voucher:<serial>". */
  event: string;
  source: "recharge" | "bill";
  /** Paid online through a gateway (the first one completes a task); a scratch card is not. */
  online: boolean;
  at: Date;
};

/** A recharge or bill payment put on a line: points per whole 1,000 IQD, with the holder's tier bonus. */
export async function earnForMoneyIn(tx: Db, m: MoneyIn): Promise<void> {
  const accountId = await holderOf(tx, m.lineId);
  if (!accountId) return;
  const points = pointsForMoney(m.amountIqd, await currentTier(tx, accountId));
  await award(tx, {
    accountId,
    event: m.event,
    points,
    at: m.at,
    details: { source: m.source, amountIqd: m.amountIqd },
  });
  if (m.online) await completeTask(tx, accountId, "first_online_payment", m.at);
}

/**
 * A bundle bought (`online`: by the customer in myzain or the app) or renewed by the bundle job,
 * which charges the line for it as a purchase; renewals earn when the rules say so.
 */
export async function earnForBundle(
  tx: Db,
  b: { lineId: string; subscriptionId: string; offering: string; renewal: boolean; at: Date },
): Promise<void> {
  if (b.renewal && !earningRules.bundle.renewalsEarn) return;
  const accountId = await holderOf(tx, b.lineId);
  if (!accountId) return;
  await award(tx, {
    accountId,
    event: `subscription:${b.subscriptionId}`,
    points: earningRules.bundle.pointsPerBundle,
    at: b.at,
    details: { source: b.renewal ? "renewal" : "bundle", offering: b.offering },
  });
  if (!b.renewal) await completeTask(tx, accountId, "first_online_bundle", b.at);
}

/**
 * A refunded event gives its points back, from the account that earned them (the line may have
 * changed hands since), as far as the balance still holds them; then the tier is re-evaluated.
 */
export async function takeBackFor(tx: Db, event: string, at: Date, details: Record<string, string | number> = {}) {
  const earned = await tx
    .select({ accountId: pointsEntries.accountId })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.event, event), eq(pointsEntries.kind, "earn")));
  for (const { accountId } of earned) {
    const { recorded } = await takeBackPoints(tx, { accountId, earnedBy: event, at, details });
    if (recorded) await reviewTier(tx, accountId, at);
  }
}
