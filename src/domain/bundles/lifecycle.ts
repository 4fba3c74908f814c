import { and, eq, gt, isNotNull, lte } from "drizzle-orm";
import { buckets, offerings, subscriptions } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { holderOf } from "../lines/line-access.ts";
import { debit } from "../lines/money.ts";
import { notify } from "../notifications/notifications.ts";
import { markDowngradeApplied, pendingDowngrade } from "../plans/pending-downgrade.ts";
import { earnForBundle } from "../points/earn.ts";
import { bucketsFor } from "./allowances.ts";

const DAY = 24 * 60 * 60_000;

/**
 * The bundle job: subscriptions past their end are renewed when they auto-renew and the balance
 * (or credit limit) allows, at today's price, else they expire with a notice; bundles ending
 * within 24 hours get one reminder, all as of `ctx.now`. Each subscription is handled in its own
 * transaction.
 */
export async function runBundleLifecycle({
  ctx,
}: ServiceCall): Promise<{ renewed: number; expired: number; reminded: number }> {
  const { db, now } = ctx;
  let renewed = 0;
  let expired = 0;
  let reminded = 0;
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "active"), isNotNull(subscriptions.endsAt), lte(subscriptions.endsAt, now)));
  for (const sub of due) {
    const outcome = await db.transaction(async (tx) => {
      // Claim it: a second runner finds it no longer active.
      const [claimed] = await tx
        .update(subscriptions)
        .set({ status: "expired" })
        .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "active")))
        .returning();
      if (!claimed) return "skipped";
      const accountId = await holderOf(tx, sub.lineId);
      if (!sub.autoRenew) return "expired";
      // A postpaid downgrade chosen during the period renews the line on the new plan.
      const downgrade = await pendingDowngrade(tx, sub);
      const slug = downgrade?.toPlan ?? sub.offeringSlug;
      const [offering] = await tx.select().from(offerings).where(eq(offerings.slug, slug));
      const validity = offering?.validityDays;
      if (!offering || !validity) return "expired";
      const startsAt = sub.endsAt ?? now;
      const endsAt = new Date(startsAt.getTime() + validity * DAY);
      try {
        await tx.transaction(async (inner) => {
          const [next] = await inner
            .insert(subscriptions)
            .values({
              lineId: sub.lineId,
              offeringSlug: slug,
              priceIqd: offering.priceIqd,
              startsAt,
              endsAt,
              autoRenew: true,
              createdAt: now,
            })
            .returning({ id: subscriptions.id });
          if (!next) throw new Error("renewal not created");
          await debit(inner, sub.lineId, offering.priceIqd, {
            kind: "renewal",
            details: { offering: slug, subscription: next.id },
            at: now,
          });
          if (downgrade) await markDowngradeApplied(inner, downgrade.id, now);
          const fresh = bucketsFor(offering, sub.lineId, next.id, startsAt, endsAt);
          if (fresh.length > 0) await inner.insert(buckets).values(fresh);
          await earnForBundle(inner, {
            lineId: sub.lineId,
            subscriptionId: next.id,
            offering: slug,
            renewal: true,
            at: now,
          });
        });
      } catch (error) {
        if (!(error instanceof DomainError && error.code === "insufficient_balance")) throw error;
        if (accountId) {
          await notify(tx, {
            accountId,
            lineId: sub.lineId,
            kind: "renewal_failed",
            params: { offering: sub.offeringSlug, price: offering.priceIqd },
            dedupeKey: `renewal_failed:${sub.id}`,
            at: now,
          });
        }
        return "expired";
      }
      if (accountId) {
        await notify(tx, {
          accountId,
          lineId: sub.lineId,
          kind: "bundle_renewed",
          params: { offering: sub.offeringSlug, price: offering.priceIqd },
          dedupeKey: `bundle_renewed:${sub.id}`,
          at: now,
        });
      }
      return "renewed";
    });
    if (outcome === "renewed") renewed += 1;
    if (outcome === "expired") expired += 1;
  }

  const ending = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "active"),
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, new Date(now.getTime() + DAY)),
      ),
    );
  for (const sub of ending) {
    const accountId = await holderOf(db, sub.lineId);
    if (!accountId) continue;
    await notify(db, {
      accountId,
      lineId: sub.lineId,
      kind: "bundle_expiring",
      params: { offering: sub.offeringSlug, endsAt: sub.endsAt?.toISOString() ?? "", autoRenew: sub.autoRenew ? 1 : 0 },
      dedupeKey: `bundle_expiring:${sub.id}`,
      at: now,
    });
    reminded += 1;
  }
  return { renewed, expired, reminded };
}
