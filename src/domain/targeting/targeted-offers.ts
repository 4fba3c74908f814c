/**
 * A line's personal offers: the targeting rules run over its real state, kept to what the line
 * may buy today (type, audience, kind, on sale), each with its reason in the caller's language.
 */
import type { PersonalOffer } from "../../contracts/api/catalogue.ts";
import type { TargetingRule } from "../../contracts/targeting.ts";
import { translate } from "../../i18n/catalogue.ts";
import { checkEligible } from "../bundles/eligibility.ts";
import { findOffering } from "../catalogue/offerings.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import type { OwnedLine } from "../lines/line-access.ts";
import { evaluate } from "./evaluate.ts";
import { lineFacts } from "./line-facts.ts";
import { targetingRules } from "./rules.server.ts";

/** Whether the line may take the offering at all, whoever it was sent to. */
function fits(line: OwnedLine, offering: Parameters<typeof checkEligible>[1]): boolean {
  try {
    checkEligible(line, offering);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** The line's personal offers, best first; `rules` defaults to the shipped targeting.json. */
export async function targetedOffers(
  ctx: Pick<ServiceContext, "db" | "locale" | "now">,
  line: OwnedLine,
  rules: readonly TargetingRule[] = targetingRules(),
): Promise<PersonalOffer[]> {
  const facts = await lineFacts(ctx.db, line, ctx.now, ctx.locale);
  const offers: PersonalOffer[] = [];
  for (const match of await evaluate(rules, facts, ctx.locale)) {
    const found = await findOffering(ctx, match.offering, ctx.now).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === "offering_not_found") return null;
      throw error;
    });
    if (!found || !fits(line, found)) continue;
    const { sellable: _sellable, listed, ...offer } = found;
    const { code, figures } = match.reason;
    offers.push({
      offer,
      personal: !listed,
      score: match.score,
      reason: { code, figures, text: translate(ctx.locale, `personal.reason.${code}`, figures) },
    });
  }
  return offers;
}
