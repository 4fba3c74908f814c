import { campaignFileSchema } from "../contracts/campaign.ts";

const SORANI = /[ەێۆڕڵڤ]/;

/** Every problem with the campaign record of one member-area content file; empty when good. */
export function checkCampaign(
  file: { slug?: string; campaign?: unknown },
  offerings: { slug: string; type: string }[],
): string[] {
  if (file.campaign === undefined) return ["no campaign record"];
  const parsed = campaignFileSchema.safeParse(file.campaign);
  if (!parsed.success) return parsed.error.issues.map((i) => `campaign.${i.path.join(".")}: ${i.message}`);
  const campaign = parsed.data;
  const problems: string[] = [];
  const types = new Map(offerings.map((o) => [o.slug, o.type]));
  for (const slug of campaign.offerings) {
    const type = types.get(slug);
    if (!type) problems.push(`campaign.offerings: ${slug} is not in the catalogue`);
    else if ((type === "device") !== (campaign.kind === "device")) {
      problems.push(`campaign.offerings: ${slug} is a ${type}, which a ${campaign.kind} campaign cannot feature`);
    }
  }
  const { en, ar, ku } = campaign.terms;
  if (ar.some((t) => !/[\u0600-\u06FF]/.test(t))) problems.push("campaign.terms.ar: not in Arabic script");
  if (!ku.some((t) => SORANI.test(t))) problems.push("campaign.terms.ku: does not read as Sorani");
  if (ku.some((t) => ar.includes(t))) problems.push("campaign.terms.ku: reuses the Arabic text");
  if (en.length !== ar.length || en.length !== ku.length)
    problems.push("campaign.terms: different counts per language");
  return problems;
}
