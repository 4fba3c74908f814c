import type { Audience, OfferingType } from "../../contracts/catalogue.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { DbContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { accountLinesOf, type OwnedLine, ownedLine } from "../lines/line-access.ts";
import { listOfferings } from "./offerings.ts";

const RANK: Record<string, number> = { hot: 0, best_value: 1, new: 2 };
const rankOf = (tags: string[]) => Math.min(3, ...tags.map((t) => RANK[t] ?? 3));

/** Which kinds of offering a line can buy: broadband lines buy broadband plans, phones the rest. */
const typesFor = (kind: "mobile" | "broadband"): OfferingType[] =>
  kind === "broadband" ? ["mbb_plan"] : ["data_bundle", "voice_data_bundle", "social_bundle", "roaming_bundle"];

/** Everything on sale today that this line may buy, the operator's picks first, cheapest first within each. */
async function eligibleFor(ctx: DbContext, line: OwnedLine, now: Date) {
  const audiences: Audience[] = [line.billing, ...(line.accountKind === "business" ? (["business"] as const) : [])];
  const found = new Map<string, Awaited<ReturnType<typeof listOfferings>>[number]>();
  for (const type of typesFor(line.kind)) {
    for (const audience of audiences) {
      for (const o of await listOfferings(ctx, { type, audience }, now)) found.set(o.slug, o);
    }
  }
  return [...found.values()].sort((a, b) => rankOf(a.tags) - rankOf(b.tags) || a.priceIqd - b.priceIqd);
}

/** The bundles a customer's line can buy in myzain (hot-bundles). */
export async function offersForLine(ctx: DbContext, accountId: string, lineId: string, now = new Date()) {
  return eligibleFor(ctx, await ownedLine(ctx.db, accountId, lineId), now);
}

/** Offers for the customer's main active line: the best six (prepaid/personalized-offers). */
export async function personalOffers(ctx: DbContext, accountId: string, now = new Date(), limit = 6) {
  const line = (await accountLinesOf(ctx.db, accountId)).find((l) => l.status === "active");
  if (!line) throw new DomainError("not_found", "line_not_found");
  const offers = (await eligibleFor(ctx, line, now)).slice(0, limit);
  return { line: { msisdn: maskMsisdn(line.msisdn), billing: line.billing, kind: line.kind }, offers };
}
