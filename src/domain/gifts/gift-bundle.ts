import type { GiftResult } from "../../contracts/api/gifts.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { buckets, subscriptions } from "../../db/schema/index.ts";
import { bucketsFor } from "../bundles/allowances.ts";
import { findOffering } from "../catalogue/offerings.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { ownedLine } from "../lines/line-access.ts";
import { debit } from "../lines/money.ts";
import { earnForBundle } from "../points/earn.ts";
import { countGift } from "./gift-limits.ts";
import { tellGift } from "./gift-notices.ts";
import { checkGiftEligible, findRecipient } from "./recipient.ts";

export type GiftInput = { lineId: string; offering: string; recipient: string; idempotencyKey: string };

const DAY = 24 * 60 * 60_000;

/**
 * Buys a bundle for another number of the network, paid from one of the customer's lines, once
 * per idempotency key. In one transaction: the payer's debit and its ledger entry (kind purchase;
 * details: offering, subscription, `giftTo` the masked number and `giftLine` the recipient's line
 * id, so statements and later points can tell a gift from a purchase), the subscription and its
 * buckets on the recipient's line, and the notices and SMS. A gift does not renew itself: it
 * would charge the payer again without asking.
 */
export async function giftBundle({ ctx, input }: ServiceCall<GiftInput>): Promise<Stored<GiftResult>> {
  const { now } = ctx;
  const { accountId } = actorOf(ctx);
  const payer = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  if (payer.status !== "active") throw new DomainError("conflict", "line_not_in_service");
  const recipient = await findRecipient(ctx.db, input.recipient, ctx.env.config.auth.mobilePrefixes);
  if (recipient.id === payer.id) throw new DomainError("invalid", "gift_to_same_line", { field: "recipient" });
  const offering = await findOffering(ctx, input.offering, now);
  checkGiftEligible(recipient, offering);
  const scope = `account:${accountId}`;
  const request = { gift: true, lineId: payer.id, offering: offering.slug, recipient: recipient.id };
  return ctx.db.transaction((tx) =>
    once<GiftResult>(tx, scope, input.idempotencyKey, request, async () => {
      await countGift(tx, ctx, accountId, recipient.id);
      const endsAt = offering.validityDays ? new Date(now.getTime() + offering.validityDays * DAY) : null;
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          lineId: recipient.id,
          offeringSlug: offering.slug,
          priceIqd: offering.priceIqd,
          startsAt: now,
          endsAt,
          autoRenew: false,
          createdAt: now,
        })
        .returning({ id: subscriptions.id });
      if (!subscription) throw new Error("subscription not created");
      const giftTo = maskMsisdn(recipient.msisdn);
      const balanceIqd =
        offering.priceIqd > 0
          ? await debit(tx, payer.id, offering.priceIqd, {
              kind: "purchase",
              details: { offering: offering.slug, subscription: subscription.id, giftTo, giftLine: recipient.id },
              at: now,
            })
          : 0;
      // The payer's account earns the bundle's points: it is their money that bought it.
      await earnForBundle(tx, {
        lineId: payer.id,
        subscriptionId: subscription.id,
        offering: offering.slug,
        renewal: false,
        at: now,
      });
      const newBuckets = bucketsFor(offering, recipient.id, subscription.id, now, endsAt);
      if (newBuckets.length > 0) await tx.insert(buckets).values(newBuckets);
      await tellGift(tx, {
        payer: { accountId, lineId: payer.id, msisdn: payer.msisdn },
        recipient,
        offering,
        subscriptionId: subscription.id,
        endsAt,
        at: now,
      });
      return {
        status: 201,
        body: {
          subscriptionId: subscription.id,
          offering: { slug: offering.slug, name: offering.name },
          recipient: giftTo,
          chargedIqd: offering.priceIqd,
          balanceIqd,
          startsAt: now.toISOString(),
          endsAt: endsAt?.toISOString() ?? null,
        },
      };
    }),
  );
}
