import type { Offering, PersonalOffersView } from "../../contracts/api/catalogue.ts";
import type { Audience, OfferingTag, OfferingType } from "../../contracts/catalogue.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { actorOf, type ServiceCall, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { accountLinesOf, type OwnedLine, ownedLine } from "../lines/line-access.ts";
import { targetedOffers } from "../targeting/targeted-offers.ts";
import { listOfferings } from "./offerings.ts";

const RANK: Record<OfferingTag, number> = { hot: 0, best_value: 1, new: 2 };
const rankOf = (tags: OfferingTag[]) => Math.min(3, ...tags.map((t) => RANK[t]));

/** Which kinds of offering a line can buy: broadband lines buy broadband plans, phones the rest. */
const typesFor = (kind: "mobile" | "broadband"): OfferingType[] =>
  kind === "broadband" ? ["mbb_plan"] : ["data_bundle", "voice_data_bundle", "social_bundle", "roaming_bundle"];

/** Everything on sale today that this line may buy, the operator's picks first, cheapest first within each. */
async function eligibleFor(ctx: ServiceContext, line: OwnedLine): Promise<Offering[]> {
  const audiences: Audience[] = [line.billing, ...(line.accountKind === "business" ? (["business"] as const) : [])];
  const found = new Map<string, Offering>();
  for (const type of typesFor(line.kind)) {
    for (const audience of audiences) {
      for (const o of await listOfferings({ ctx, input: { type, audience } })) found.set(o.slug, o);
    }
  }
  return [...found.values()].sort((a, b) => rankOf(a.tags) - rankOf(b.tags) || a.priceIqd - b.priceIqd);
}

/**
 * The bundles one of the customer's lines can buy in myzain (hot-bundles): the personal offers
 * sent to this line first (so one bought from its campaign page can be confirmed), then the rest.
 */
export async function offersForLine({ ctx, input }: ServiceCall<{ lineId: string }>): Promise<Offering[]> {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const personal = (await targetedOffers(ctx, line)).filter((p) => p.personal).map((p) => p.offer);
  return [...personal, ...(await eligibleFor(ctx, line))];
}

/** How many offers the personal offers pages show. */
const PERSONAL_OFFERS = 6;

const view = async (ctx: ServiceContext, line: OwnedLine): Promise<PersonalOffersView> => ({
  line: { id: line.id, msisdn: maskMsisdn(line.msisdn), billing: line.billing, kind: line.kind },
  offers: (await targetedOffers(ctx, line)).slice(0, PERSONAL_OFFERS),
});

/** The personal offers of one of the customer's lines, with why each is offered (myzain/my-offers). */
export async function linePersonalOffers({ ctx, input }: ServiceCall<{ lineId: string }>): Promise<PersonalOffersView> {
  return view(ctx, await ownedLine(ctx.db, actorOf(ctx), input.lineId));
}

/** The personal offers of the customer's main active line (prepaid/personalized-offers). */
export async function personalOffers({ ctx }: ServiceCall): Promise<PersonalOffersView> {
  const line = (await accountLinesOf(ctx.db, actorOf(ctx))).find((l) => l.status === "active");
  if (!line) throw new DomainError("not_found", "line_not_found");
  return view(ctx, line);
}
