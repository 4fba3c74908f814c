/**
 * Bringing numbers into the pool: the operator's CSV (`numbers-import`) and the demo seed both go
 * through `addNumbers`. Good rows are imported, bad ones are reported with their line number.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import { type NumberTier, numberTiers } from "../../contracts/numbers.ts";
import type { Db } from "../../db/client.server.ts";
import { lines, numberPool } from "../../db/schema/index.ts";
import { TIER_PRICES_IQD } from "./number-pricing.ts";

export type NumberRow = { msisdn: string; tier: NumberTier; priceIqd: number };
export type Problem = { line: number; reason: string };

const isTier = (s: string): s is NumberTier => numberTiers.some((t) => t === s);

/**
 * Reads `msisdn,tier,price` lines (a header line is allowed, `#` starts a comment). The number may
 * be written any way customers write it; an empty price takes the tier's price.
 */
export function parseNumberCsv(text: string, prefixes: readonly string[]): { rows: NumberRow[]; problems: Problem[] } {
  const rows: NumberRow[] = [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = i + 1;
      const text = raw.trim();
      if (text === "" || text.startsWith("#") || (line === 1 && /^msisdn\b/i.test(text))) return;
      const [number = "", tierCell = "", priceCell = "", ...rest] = text.split(",").map((c) => c.trim());
      const msisdn = normalizeMsisdn(number, prefixes);
      const tier = tierCell.toLowerCase();
      const price = priceCell === "" && isTier(tier) ? TIER_PRICES_IQD[tier] : Number(priceCell);
      const reason =
        rest.length > 0
          ? "expected 3 columns: msisdn,tier,price"
          : !msisdn
            ? `"${number}" is not a number of this network`
            : !isTier(tier)
              ? `tier must be one of ${numberTiers.join(", ")}`
              : !Number.isInteger(price) || price < 0
                ? "price must be whole IQD, 0 or more"
                : tier === "standard" && price !== 0
                  ? "a standard number costs 0"
                  : seen.has(msisdn)
                    ? "number repeated in the file"
                    : null;
      if (reason || !msisdn || !isTier(tier)) {
        problems.push({ line, reason: reason ?? "not valid" });
        return;
      }
      seen.add(msisdn);
      rows.push({ msisdn, tier, priceIqd: price });
    });
  return { rows, problems };
}

export type AddResult = { added: number; repriced: number; refused: { msisdn: string; reason: string }[] };

/**
 * Adds numbers to the pool; a number already there and free takes the new tier and price. A number
 * that is somebody's line, or is held or sold, is refused and left as it is.
 */
export async function addNumbers(db: Db, rows: NumberRow[], now: Date): Promise<AddResult> {
  const result: AddResult = { added: 0, repriced: 0, refused: [] };
  for (let i = 0; i < rows.length; i += 2_000) {
    const chunk = rows.slice(i, i + 2_000);
    const taken = await db
      .select({ msisdn: lines.msisdn })
      .from(lines)
      .where(
        inArray(
          lines.msisdn,
          chunk.map((r) => r.msisdn),
        ),
      );
    const given = new Set(taken.map((r) => r.msisdn));
    const fresh = chunk.filter((r) => !given.has(r.msisdn));
    const written =
      fresh.length === 0
        ? []
        : await db
            .insert(numberPool)
            .values(fresh.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
            .onConflictDoUpdate({
              target: numberPool.msisdn,
              set: { tier: sql`excluded.tier`, priceIqd: sql`excluded.price_iqd`, updatedAt: now },
              setWhere: eq(numberPool.state, "free"),
            })
            // xmax is 0 on a row this statement inserted, and set on one it updated.
            .returning({ msisdn: numberPool.msisdn, added: sql<boolean>`(xmax = 0)` });
    const done = new Set(written.map((r) => r.msisdn));
    for (const r of written) r.added ? result.added++ : result.repriced++;
    for (const r of chunk) {
      if (given.has(r.msisdn)) result.refused.push({ msisdn: r.msisdn, reason: "already a line" });
      else if (!done.has(r.msisdn)) result.refused.push({ msisdn: r.msisdn, reason: "held or sold; left as it is" });
    }
  }
  return result;
}
