/**
 * An offering's public page: everything a visitor needs before buying (decision 065). Only what
 * anyone may buy today is shown; a personal offer answers as an unknown slug does, so its page
 * tells nobody that it exists or what others were offered.
 */
import { arrayContains, eq } from "drizzle-orm";
import type { OfferingDetails } from "../../contracts/api/catalogue.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { campaigns, offerings, usageRates } from "../../db/schema/index.ts";
import { CAMPAIGN_PREFIX, campaignStatus } from "../campaigns/campaigns.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { getPage } from "../pages/pages.ts";
import { findOffering } from "./offerings.ts";

/** The out-of-bundle data rate that applies where the offering is used: abroad for roaming bundles. */
async function dataRate(ctx: Pick<ServiceContext, "db">, roaming: boolean): Promise<number | null> {
  const [rate] = await ctx.db
    .select({ iqd: usageRates.iqdPerUnit })
    .from(usageRates)
    .where(eq(usageRates.key, roaming ? "data:roaming" : "data"));
  return rate?.iqd ?? null;
}

/** The running campaign that features this offering, the one featuring fewest others first (the most about it). */
async function featuringCampaign(ctx: Pick<ServiceContext, "db" | "locale" | "now">, slug: string) {
  const rows = await ctx.db
    .select({
      slug: campaigns.slug,
      startsOn: campaigns.startsOn,
      endsOn: campaigns.endsOn,
      offerings: campaigns.offerings,
    })
    .from(campaigns)
    .where(arrayContains(campaigns.offerings, [slug]));
  const [best] = rows
    .filter((row) => campaignStatus(row, ctx.now) === "active")
    .sort((a, b) => a.offerings.length - b.offerings.length || a.slug.localeCompare(b.slug));
  if (!best) return null;
  return { slug: best.slug, title: (await getPage(ctx, `${CAMPAIGN_PREFIX}${best.slug}`)).title };
}

export async function getOfferingDetails({ ctx, input }: ServiceCall<{ slug: string }>): Promise<OfferingDetails> {
  const found = await findOffering(ctx, input.slug, ctx.now);
  const { sellable, listed, ...offering } = found;
  const upcoming = offering.sellableFrom !== null && offering.sellableFrom > baghdadToday(ctx.now);
  if (!listed || upcoming) throw new DomainError("not_found", "offering_not_found", { slug: input.slug });
  if (!sellable) throw new DomainError("not_found", "offering_not_on_sale", { slug: input.slug });
  const [terms] = await ctx.db
    .select({ activationCode: offerings.activationCode, fairUse: offerings.fairUse })
    .from(offerings)
    .where(eq(offerings.slug, input.slug));
  const hasData = offering.allowances.dataMb !== null && offering.allowances.dataMb > 0;
  const [rate, campaign] = await Promise.all([
    hasData ? dataRate(ctx, offering.type === "roaming_bundle") : null,
    featuringCampaign(ctx, input.slug),
  ]);
  return {
    ...offering,
    activationCode: terms?.activationCode ?? null,
    fairUse: terms?.fairUse ?? null,
    dataAfterAllowanceIqdPerMb: rate,
    campaign,
  };
}
