import { baghdadDayStart } from "../../contracts/myzain.ts";
import type { RewardsFile } from "../../contracts/rewards.ts";
import type { Db } from "../../db/client.server.ts";
import { freeVoucherCampaigns, rewards } from "../../db/schema/index.ts";

/** The moment after a reward's last Baghdad day. */
const endOf = (day: string | null) => (day ? new Date(baghdadDayStart(day).getTime() + 86_400_000) : null);

/**
 * Loads the rewards catalogue and the free voucher campaigns (seed, later staff tools). Names,
 * costs, limits and dates follow the file; stock is the file's only for a reward not seen before:
 * after that it is the database's (redemptions take it, imports of partner codes add to it).
 */
export async function saveRewardsCatalogue(db: Db, file: RewardsFile, now = new Date()): Promise<void> {
  for (const r of file.rewards) {
    const values = {
      kind: r.kind,
      pointsCost: r.pointsCost,
      perCustomerLimit: r.perCustomerLimit,
      startsAt: baghdadDayStart(r.startsOn),
      endsAt: endOf(r.endsOn),
      offeringSlug: r.offering ?? null,
      creditIqd: r.creditIqd ?? null,
      sortOrder: r.sortOrder,
      texts: r.translations,
      updatedAt: now,
    };
    await db
      .insert(rewards)
      .values({ slug: r.slug, stock: r.initialStock, ...values })
      .onConflictDoUpdate({ target: rewards.slug, set: values });
  }
  for (const c of file.freeVoucherCampaigns) {
    const values = {
      rules: c.rules,
      offeringSlug: c.offering ?? null,
      creditIqd: c.creditIqd ?? null,
      validityDays: c.validityDays,
      startsAt: baghdadDayStart(c.startsOn),
      endsAt: endOf(c.endsOn),
      texts: c.translations,
      updatedAt: now,
    };
    await db
      .insert(freeVoucherCampaigns)
      .values({ slug: c.slug, ...values })
      .onConflictDoUpdate({ target: freeVoucherCampaigns.slug, set: values });
  }
}
