/**
 * Checks the targeting rules (content/catalogue/targeting.json) against their schema and the
 * catalogue: every rule names an offering that exists, and every personal (unlisted) offering a
 * campaign page sells is offered by some rule, or its Buy button could never succeed.
 */
import { ENDING_OFFERING, targetingFileSchema } from "../contracts/targeting.ts";

type CatalogueEntry = { slug: string; listed?: boolean };
type Campaign = { slug: string; offerings: string[] };

export function checkTargeting(file: unknown, catalogue: CatalogueEntry[], campaigns: Campaign[]): string[] {
  const parsed = targetingFileSchema.safeParse(file);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`);
  const problems: string[] = [];
  const bySlug = new Map(catalogue.map((o) => [o.slug, o]));
  const targeted = new Set<string>();
  for (const rule of parsed.data.rules) {
    if (rule.offering === ENDING_OFFERING) continue;
    if (!bySlug.has(rule.offering)) problems.push(`rule ${rule.id}: no offering "${rule.offering}" in the catalogue`);
    targeted.add(rule.offering);
  }
  for (const campaign of campaigns) {
    for (const slug of campaign.offerings) {
      if (bySlug.get(slug)?.listed === false && !targeted.has(slug)) {
        problems.push(`${campaign.slug} sells the personal offering "${slug}", which no rule offers to anyone`);
      }
    }
  }
  return problems;
}
