import type { Db } from "../../db/client.server.ts";
import { buckets, subscriptions } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { findOffering } from "../catalogue/offerings.ts";
import type { OwnedLine } from "../lines/line-access.ts";
import { bucketsFor } from "./allowances.ts";
import { checkEligible } from "./eligibility.ts";

const DAY = 24 * 60 * 60_000;

export type GrantedBundle = { subscriptionId: string; offering: { slug: string; name: string }; endsAt: string | null };

/**
 * Gives a line a bundle that was paid otherwise (points, a free voucher): the same subscription
 * and buckets a purchase makes, at price 0 and without renewal, in the caller's transaction. The
 * line must be able to take the offering, as for a purchase, whether or not it is on sale today.
 */
export async function grantBundle(
  tx: Db,
  { line, offering: slug, locale, now }: { line: OwnedLine; offering: string; locale: LocaleCode; now: Date },
): Promise<GrantedBundle> {
  const offering = await findOffering({ db: tx, locale }, slug, now);
  checkEligible(line, { ...offering, sellable: true });
  const endsAt = offering.validityDays ? new Date(now.getTime() + offering.validityDays * DAY) : null;
  const [subscription] = await tx
    .insert(subscriptions)
    .values({ lineId: line.id, offeringSlug: offering.slug, priceIqd: 0, startsAt: now, endsAt, createdAt: now })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error("subscription not created");
  const fresh = bucketsFor(offering, line.id, subscription.id, now, endsAt);
  if (fresh.length > 0) await tx.insert(buckets).values(fresh);
  return {
    subscriptionId: subscription.id,
    offering: { slug: offering.slug, name: offering.name },
    endsAt: endsAt?.toISOString() ?? null,
  };
}
