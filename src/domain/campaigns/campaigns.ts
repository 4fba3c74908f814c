import { eq } from "drizzle-orm";
import type { Campaign } from "../../contracts/api/campaigns.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { CampaignFile, CampaignStatus } from "../../contracts/campaign.ts";
import type { Db } from "../../db/client.server.ts";
import { campaigns } from "../../db/schema/index.ts";
import { findOffering } from "../catalogue/offerings.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { getPage } from "../pages/pages.ts";

/** Member-area pages live under this prefix; a campaign's slug is the part after it. */
export const CAMPAIGN_PREFIX = "member-area/";

export function campaignStatus(c: { startsOn: string; endsOn: string | null }, now: Date): CampaignStatus {
  const today = baghdadToday(now);
  if (today < c.startsOn) return "upcoming";
  if (c.endsOn !== null && today > c.endsOn) return "ended";
  return "active";
}

async function findCampaign(db: Db, slug: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.slug, slug));
  if (!row) throw new DomainError("not_found", "campaign_not_found", { slug });
  return row;
}

/**
 * One campaign page in the caller's language: the page (hero, benefits, call to action), its
 * status today, its terms, the featured offerings still on sale and, once ended, its successor.
 * What is featured is only listed while the campaign runs: an ended offer cannot be bought from it.
 */
export async function getCampaign({ ctx, input }: ServiceCall<{ slug: string }>): Promise<Campaign> {
  const { now } = ctx;
  const { slug } = input;
  const row = await findCampaign(ctx.db, slug);
  const page = await getPage(ctx, `${CAMPAIGN_PREFIX}${slug}`);
  const status = campaignStatus(row, now);
  const featured =
    status === "active" ? await Promise.all(row.offerings.map((offering) => findOffering(ctx, offering, now))) : [];
  let successor: { slug: string; title: string } | null = null;
  if (status === "ended" && row.successor) {
    const next = await findCampaign(ctx.db, row.successor);
    if (campaignStatus(next, now) === "active") {
      successor = { slug: next.slug, title: (await getPage(ctx, `${CAMPAIGN_PREFIX}${next.slug}`)).title };
    }
  }
  return {
    slug: row.slug,
    kind: row.kind,
    status,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    page,
    terms: row.terms[ctx.locale],
    offerings: featured.filter((o) => o.sellable),
    successor,
  };
}

/** Loads a campaign for an order request: it must exist, run today and feature this device. */
export async function activeDeviceCampaign(db: Db, slug: string, offering: string, now: Date) {
  const row = await findCampaign(db, slug);
  if (row.kind !== "device") throw new DomainError("invalid", "campaign_not_orderable", { slug });
  if (campaignStatus(row, now) !== "active") throw new DomainError("conflict", "campaign_ended", { slug });
  if (!row.offerings.includes(offering)) {
    throw new DomainError("invalid", "device_not_in_campaign", { field: "offering" });
  }
  return row;
}

/** Inserts or replaces a campaign record (seed, and later staff tools). */
export async function saveCampaign(db: Db, slug: string, campaign: CampaignFile): Promise<void> {
  const values = { ...campaign, updatedAt: new Date() };
  await db
    .insert(campaigns)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: campaigns.slug, set: values });
}
