import { rewardsFileSchema } from "../contracts/rewards.ts";

type CatalogueEntry = { slug: string; type: string; audiences: string[] };

const BUNDLE_TYPES = ["data_bundle", "voice_data_bundle", "social_bundle", "roaming_bundle", "mbb_plan"];

/**
 * Problems of the rewards file (content/rewards/catalogue.json): its schema, slugs used once, and
 * every bundle a reward or voucher gives is a bundle of the offer catalogue.
 */
export function checkRewards(file: unknown, catalogue: CatalogueEntry[]): string[] {
  const parsed = rewardsFileSchema.safeParse(file);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  const problems: string[] = [];
  const bySlug = new Map(catalogue.map((o) => [o.slug, o]));
  const seen = new Set<string>();
  const bundle = (where: string, slug: string | undefined) => {
    if (!slug) return;
    const offering = bySlug.get(slug);
    if (!offering) problems.push(`${where}: offering ${slug} is not in the catalogue`);
    else if (!BUNDLE_TYPES.includes(offering.type))
      problems.push(`${where}: ${slug} is a ${offering.type}, not a bundle`);
  };
  for (const r of parsed.data.rewards) {
    if (seen.has(r.slug)) problems.push(`rewards.${r.slug}: slug used twice`);
    seen.add(r.slug);
    bundle(`rewards.${r.slug}`, r.offering);
  }
  for (const c of parsed.data.freeVoucherCampaigns) {
    if (seen.has(c.slug)) problems.push(`freeVoucherCampaigns.${c.slug}: slug used twice`);
    seen.add(c.slug);
    bundle(`freeVoucherCampaigns.${c.slug}`, c.offering);
    const offering = c.offering ? bySlug.get(c.offering) : undefined;
    if (offering && !c.rules.billings.some((b) => offering.audiences.includes(b)))
      problems.push(`freeVoucherCampaigns.${c.slug}: ${c.offering} is for none of the campaign's billings`);
  }
  return problems;
}
