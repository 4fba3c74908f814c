import type { PurchaseResult } from "../../contracts/api/lines.ts";
import { buckets, subscriptions } from "../../db/schema/index.ts";
import { findOffering } from "../catalogue/offerings.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { ownedLine } from "../lines/line-access.ts";
import { debit } from "../lines/money.ts";
import { notify } from "../notifications/notifications.ts";
import { earnForBundle } from "../points/earn.ts";
import { checkOfferedTo } from "../targeting/offered.ts";
import { bucketsFor } from "./allowances.ts";
import { checkEligible } from "./eligibility.ts";

const DAY = 24 * 60 * 60_000;

export type PurchaseInput = { lineId: string; offering: string; autoRenew: boolean; idempotencyKey: string };

/**
 * Buys a bundle for a line, once per idempotency key: debits the balance (or adds the charge to a
 * postpaid bill within its credit limit), creates the subscription and its buckets, writes the
 * ledger entry and a notification, all in one transaction. `replayed`: the key's first result.
 */
export async function purchaseBundle({ ctx, input }: ServiceCall<PurchaseInput>): Promise<Stored<PurchaseResult>> {
  const { now } = ctx;
  const { accountId } = actorOf(ctx);
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const offering = await findOffering(ctx, input.offering, now);
  checkEligible(line, offering);
  const request = { lineId: line.id, offering: offering.slug, autoRenew: input.autoRenew };
  return ctx.db.transaction((tx) =>
    once<PurchaseResult>(tx, `account:${accountId}`, input.idempotencyKey, request, async () => {
      // Inside: a retry returns the first purchase even once the bundle has changed what targeting sees.
      await checkOfferedTo({ ...ctx, db: tx }, line, offering);
      const endsAt = offering.validityDays ? new Date(now.getTime() + offering.validityDays * DAY) : null;
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          lineId: line.id,
          offeringSlug: offering.slug,
          priceIqd: offering.priceIqd,
          startsAt: now,
          endsAt,
          autoRenew: input.autoRenew && endsAt !== null,
          createdAt: now,
        })
        .returning({ id: subscriptions.id });
      if (!subscription) throw new Error("subscription not created");
      const balanceIqd =
        offering.priceIqd > 0
          ? await debit(tx, line.id, offering.priceIqd, {
              kind: "purchase",
              details: { offering: offering.slug, subscription: subscription.id },
              at: now,
            })
          : 0;
      await earnForBundle(tx, {
        lineId: line.id,
        subscriptionId: subscription.id,
        offering: offering.slug,
        renewal: false,
        at: now,
      });
      const newBuckets = bucketsFor(offering, line.id, subscription.id, now, endsAt);
      if (newBuckets.length > 0) await tx.insert(buckets).values(newBuckets);
      await notify(tx, {
        accountId,
        lineId: line.id,
        kind: "bundle_purchased",
        params: { offering: offering.slug, price: offering.priceIqd },
        at: now,
      });
      return {
        status: 201,
        body: {
          subscriptionId: subscription.id,
          offering: { slug: offering.slug, name: offering.name },
          chargedIqd: offering.priceIqd,
          balanceIqd,
          startsAt: now.toISOString(),
          endsAt: endsAt?.toISOString() ?? null,
          autoRenew: input.autoRenew && endsAt !== null,
        },
      };
    }),
  );
}
