import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import {
  buckets,
  lineBalances,
  lineServices,
  lines,
  subscriptions,
  usageDaily,
  usageRecords,
} from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { holderOf } from "../lines/line-access.ts";
import { debitUpTo } from "../lines/money.ts";
import { notify } from "../notifications/notifications.ts";
import { unitPriceOf } from "../rates/usage-price.ts";
import { maskPeer, paidFromOf } from "./paid-from.ts";

export type UsageEvent = {
  /** The network's id for the event: the same id twice is one event. */
  id: string;
  msisdn: string;
  type: "data" | "voice" | "sms";
  occurredAt: Date;
  /** Kilobytes, seconds or messages. */
  quantity: number;
  destination?: "on_net" | "off_net" | "international" | "roaming" | undefined;
  app?: string | undefined;
  /** Where the line was (ISO 3166-1 alpha-2); home (IQ) when the network says nothing. */
  country?: string | undefined;
  /** The other party of a call or SMS (digits, international form); kept only partly hidden. */
  peer?: string | undefined;
  /** Calls: made or received; the price of a roaming call depends on it (src/domain/rates/usage-price.ts). */
  direction?: "outgoing" | "incoming" | undefined;
  /** Calls and SMS: the other party's country, which prices international and roaming calls. */
  calledCountry?: string | undefined;
};

export type RatingOutcome = "rated" | "duplicate" | "unknown_line";

/** Unit sizes of the rate card: rates are per MB, per minute and per message. */
const UNIT = { data: 1024, voice: 60, sms: 1 } as const;

/** Which buckets may pay for an event, in the order they are tried (app data before general data). */
function bucketKinds(event: UsageEvent): string[] {
  if (event.type === "data") return ["app_data", "data"];
  if (event.type === "sms") return event.destination === "international" ? [] : ["sms"];
  if (event.destination === "on_net") return ["on_net_voice", "off_net_voice"];
  if (event.destination === "off_net") return ["off_net_voice"];
  if (event.destination === "international") return ["international_voice"];
  return event.destination === "roaming" ? ["off_net_voice"] : [];
}

/**
 * Rates one event: buckets first (app data, then general; soonest expiry first; expired or not
 * yet started ones skipped), then the main balance at the rate card's price, rounded up to whole
 * IQD. What the balance cannot cover is recorded as overage, as the network cuts the session.
 * The line's balance row is locked first, so events of one line are rated one at a time.
 */
export async function rateEvent({ ctx, input: event }: ServiceCall<UsageEvent>): Promise<RatingOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [line] = await tx.select({ id: lines.id }).from(lines).where(eq(lines.msisdn, event.msisdn));
    if (!line) return "unknown_line";
    const [claimed] = await tx
      .insert(usageRecords)
      .values({
        eventId: event.id,
        lineId: line.id,
        type: event.type,
        occurredAt: event.occurredAt,
        quantity: event.quantity,
        destination: event.destination ?? null,
        app: event.app ?? null,
        country: event.country ?? "IQ",
        peer: event.peer && event.type !== "data" ? maskPeer(event.peer) : null,
        ratedAt: event.occurredAt,
      })
      .onConflictDoNothing()
      .returning({ id: usageRecords.eventId });
    if (!claimed) return "duplicate";
    await tx
      .select({ id: lineBalances.lineId })
      .from(lineBalances)
      .where(eq(lineBalances.lineId, line.id))
      .for("update");

    let left = event.quantity;
    const touched: Touched[] = [];
    const kinds = bucketKinds(event);
    const usable =
      kinds.length === 0
        ? []
        : await tx
            .select()
            .from(buckets)
            .where(
              and(
                eq(buckets.lineId, line.id),
                sql`${buckets.kind} in (${sql.join(
                  kinds.map((k) => sql`${k}`),
                  sql`, `,
                )})`,
                eq(buckets.roaming, event.destination === "roaming"),
                lte(buckets.startsAt, event.occurredAt),
                or(isNull(buckets.expiresAt), gt(buckets.expiresAt, event.occurredAt)),
                or(isNull(buckets.total), sql`${buckets.used} < ${buckets.total}`),
              ),
            )
            .orderBy(
              sql`array_position(array[${sql.join(
                kinds.map((k) => sql`${k}`),
                sql`, `,
              )}]::text[], ${buckets.kind})`,
              asc(buckets.expiresAt),
            );
    for (const bucket of usable) {
      if (left === 0) break;
      if (bucket.kind === "app_data" && !(event.app && bucket.apps?.includes(event.app))) continue;
      const take = bucket.total === null ? left : Math.min(left, bucket.total - bucket.used);
      if (take <= 0) continue;
      await tx
        .update(buckets)
        .set({ used: sql`${buckets.used} + ${take}` })
        .where(eq(buckets.id, bucket.id));
      touched.push({
        id: bucket.id,
        subscriptionId: bucket.subscriptionId,
        total: bucket.total,
        usedBefore: bucket.used,
        usedAfter: bucket.used + take,
      });
      left -= take;
    }

    let charged = 0;
    let overage = 0;
    if (left > 0) {
      const price = Math.ceil((left * (await unitPriceOf(tx, event))) / UNIT[event.type]);
      if (price > 0) {
        charged = await debitUpTo(tx, line.id, price, {
          kind: "usage",
          details: { event: event.id, type: event.type, quantity: left },
          at: event.occurredAt,
        });
        overage = price - charged;
      }
    }
    // What paid is written now, as it happened: bundles change and expire, the record must not.
    const paidBy = touched.find((b) => b.subscriptionId)?.subscriptionId;
    const [firstBundle] = paidBy
      ? await tx.select({ slug: subscriptions.offeringSlug }).from(subscriptions).where(eq(subscriptions.id, paidBy))
      : [];
    await tx
      .update(usageRecords)
      .set({
        fromBuckets: event.quantity - left,
        chargedIqd: charged,
        overageIqd: overage,
        paidFrom: paidFromOf({ fromBuckets: event.quantity - left, charged, overage }),
        paidFromOffering: firstBundle?.slug ?? null,
      })
      .where(eq(usageRecords.eventId, event.id));
    // The day's roll-up moves with the event, so usage pages never sum raw events (decision 044).
    await tx
      .insert(usageDaily)
      .values({
        lineId: line.id,
        day: sql`(${event.occurredAt}::timestamptz at time zone 'Asia/Baghdad')::date`,
        type: event.type,
        destination: event.destination ?? "on_net",
        app: event.app ?? "other",
        quantity: event.quantity,
        chargedIqd: charged,
        events: 1,
      })
      .onConflictDoUpdate({
        target: [usageDaily.lineId, usageDaily.day, usageDaily.type, usageDaily.destination, usageDaily.app],
        set: {
          quantity: sql`${usageDaily.quantity} + excluded.quantity`,
          chargedIqd: sql`${usageDaily.chargedIqd} + excluded.charged_iqd`,
          events: sql`${usageDaily.events} + 1`,
        },
      });
    await noticesAfterUsage(tx, line.id, touched, charged > 0, event.occurredAt);
    return "rated";
  });
}

type Touched = {
  id: string;
  subscriptionId: string | null;
  total: number | null;
  usedBefore: number;
  usedAfter: number;
};

/**
 * The notices an event's usage calls for, each once per bucket: the customer's own alert share,
 * 80% and 100% used; and a low prepaid balance, once a day.
 */
async function noticesAfterUsage(db: Db, lineId: string, touched: Touched[], paid: boolean, at: Date) {
  // Most events cross nothing: only then are the account and its settings looked up.
  const limited = touched.filter((b) => b.total !== null && b.usedAfter >= b.total * 0.1 && b.usedBefore < b.total);
  if (limited.length === 0 && !paid) return;
  const accountId = await holderOf(db, lineId);
  if (!accountId) return;
  const [services] =
    limited.length > 0 ? await db.select().from(lineServices).where(eq(lineServices.lineId, lineId)) : [];
  const alert = services?.usageAlertPercent ?? null;
  for (const b of limited) {
    const total = b.total ?? 0;
    const crossed = (share: number) => b.usedBefore < total * share && b.usedAfter >= total * share;
    if (![1, 0.8, (alert ?? 100) / 100].some(crossed)) continue;
    const [sub] = b.subscriptionId
      ? await db
          .select({ slug: subscriptions.offeringSlug })
          .from(subscriptions)
          .where(eq(subscriptions.id, b.subscriptionId))
      : [];
    const params = { offering: sub?.slug ?? "", percent: 0 };
    const thresholds = [
      [1, "bundle_used_100"],
      [0.8, "bundle_used_80"],
      ...(alert !== null && alert !== 80 && alert !== 100 ? [[alert / 100, "usage_alert"] as const] : []),
    ] as const;
    for (const [share, kind] of thresholds) {
      if (!crossed(share)) continue;
      await notify(db, {
        accountId,
        lineId,
        kind,
        params: { ...params, percent: Math.round(share * 100) },
        dedupeKey: `${kind}:${b.id}`,
        at,
      });
      break;
    }
  }
  if (!paid) return;
  const [balance] = await db.select().from(lineBalances).where(eq(lineBalances.lineId, lineId));
  if (balance && balance.creditLimitIqd === 0 && balance.balanceIqd < LOW_BALANCE_IQD) {
    const day = at.toISOString().slice(0, 10);
    await notify(db, {
      accountId,
      lineId,
      kind: "low_balance",
      params: { balance: balance.balanceIqd },
      dedupeKey: `low_balance:${lineId}:${day}`,
      at,
    });
  }
}

/** A prepaid balance under this is "low" (one notice a day at most). */
export const LOW_BALANCE_IQD = 1000;
