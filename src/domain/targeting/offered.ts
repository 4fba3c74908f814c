import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import type { OwnedLine } from "../lines/line-access.ts";
import { targetedOffers } from "./targeted-offers.ts";

/**
 * A personal (unlisted) offering is sold to a line exactly when targeting offers it to that line
 * (a segment it is in, or a rule its usage meets); listed offerings are for anyone they fit.
 */
export async function checkOfferedTo(
  ctx: Pick<ServiceContext, "db" | "locale" | "now">,
  line: OwnedLine,
  offering: { slug: string; listed: boolean },
): Promise<void> {
  if (offering.listed) return;
  const offers = await targetedOffers(ctx, line);
  if (!offers.some((o) => o.offer.slug === offering.slug)) {
    throw new DomainError("forbidden", "offer_not_sent_to_line", { slug: offering.slug });
  }
}
