import { and, desc, eq } from "drizzle-orm";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { accountLines, accounts, lines } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { listOfferings } from "./offerings.ts";

const RANK: Record<string, number> = { hot: 0, best_value: 1, new: 2 };
const rankOf = (tags: string[]) => Math.min(3, ...tags.map((t) => RANK[t] ?? 3));

/** Which kinds of offering a line can take: broadband lines buy broadband plans, phones the rest. */
const typesFor = (kind: "mobile" | "broadband") =>
  kind === "broadband" ? ["mbb_plan"] : ["data_bundle", "voice_data_bundle", "social_bundle", "roaming_bundle"];

/**
 * Offers for the customer's main line: what that line may buy today (its audience and kind),
 * the operator's picks first (hot, then best value, then new), cheapest first within each.
 */
export async function personalOffers(ctx: ServiceContext, accountId: string, now = new Date(), limit = 6) {
  const [line] = await ctx.db
    .select({ msisdn: lines.msisdn, billing: lines.billing, kind: lines.kind, accountKind: accounts.kind })
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(and(eq(accountLines.accountId, accountId), eq(lines.status, "active")))
    .orderBy(desc(accountLines.isPrimary), lines.msisdn)
    .limit(1);
  if (!line) throw new DomainError("not_found", "line_not_found");
  const audience = line.accountKind === "business" ? "business" : line.billing;
  const eligible = (
    await Promise.all(typesFor(line.kind).map((type) => listOfferings(ctx, { type, audience }, now)))
  ).flat();
  const offers = eligible.sort((a, b) => rankOf(a.tags) - rankOf(b.tags) || a.priceIqd - b.priceIqd).slice(0, limit);
  return { line: { msisdn: maskMsisdn(line.msisdn), billing: line.billing, kind: line.kind }, offers };
}
