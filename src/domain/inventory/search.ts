import { randomInt } from "node:crypto";
import { and, asc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PoolNumber } from "../../contracts/api/numbers.ts";
import { formatMsisdn } from "../../contracts/msisdn.ts";
import { type NumberSearch, type NumberTier, numberTiers } from "../../contracts/numbers.ts";
import { numberPool } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";

/** The digit triples of a search ("2026" → 202, 026), as the GIN index stores them per number. */
function gramsOf(digits: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= digits.length; i++) grams.add(digits.slice(i, i + 3));
  return [...grams];
}

/** A number as a visitor reads it, without spaces: 9647821234567 → 07821234567. */
const national = sql`'0' || substr(${numberPool.msisdn}, 4)`;

/**
 * Free numbers matching the digits a visitor typed (docs/decisions/048). "Ends with" walks the
 * index on the reversed number; "contains" first narrows by the digit-triple index, then checks the
 * digits in order. Held, sold and already-given numbers never show. The list starts at a random
 * point of the fixed shuffled order, so visitors do not all see (and race for) the same numbers;
 * standard numbers come first in the answer, priced ones after.
 */
export async function searchNumbers({ ctx, input }: ServiceCall<NumberSearch>): Promise<PoolNumber[]> {
  const filters: (SQL | undefined)[] = [
    eq(numberPool.state, "free"),
    sql`not exists (select 1 from lines where lines.msisdn = ${numberPool.msisdn})`,
    input.tier ? eq(numberPool.tier, input.tier) : undefined,
  ];
  if (input.endsWith) {
    const reversed = input.endsWith.split("").reverse().join("");
    filters.push(sql`reverse(${numberPool.msisdn}) like ${`${reversed}%`}`);
  }
  if (input.contains) {
    const grams = gramsOf(input.contains);
    if (grams.length > 0) filters.push(sql`number_grams(${numberPool.msisdn}) @> ${`{${grams.join(",")}}`}::text[]`);
    filters.push(sql`${national} like ${`%${input.contains}%`}`);
  }
  const start = randomInt(2_147_483_647);
  const query = (where: SQL | undefined, order: SQL, limit: number) =>
    ctx.db
      .select({ msisdn: numberPool.msisdn, tier: numberPool.tier, priceIqd: numberPool.priceIqd })
      .from(numberPool)
      .where(and(...filters, where))
      .orderBy(order)
      .limit(limit);
  // Three digits or more match few numbers: find them all by their index, then order them from the
  // random point on, wrapping round. Left to itself the planner would walk the shuffled order for
  // "ends with 2026" too, reading most of the pool. Fewer digits match many numbers, so walking the
  // shuffled order from the random point finds enough at once.
  const narrow = (input.endsWith?.length ?? 0) >= 3 || (input.contains?.length ?? 0) >= 3;
  const found = narrow
    ? await query(undefined, sql`${numberPool.shuffle} < ${start}, ${numberPool.shuffle}`, input.limit)
    : await query(gte(numberPool.shuffle, start), asc(numberPool.shuffle), input.limit);
  if (!narrow && found.length < input.limit) {
    found.push(...(await query(lt(numberPool.shuffle, start), asc(numberPool.shuffle), input.limit - found.length)));
  }
  const rank = (tier: NumberTier) => numberTiers.indexOf(tier);
  return found
    .sort((x, y) => rank(x.tier) - rank(y.tier) || x.priceIqd - y.priceIqd || x.msisdn.localeCompare(y.msisdn))
    .map((n) => ({ ...n, display: formatMsisdn(n.msisdn) }));
}
