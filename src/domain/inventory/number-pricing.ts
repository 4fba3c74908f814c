/**
 * The pricing rule for numbers (docs/decisions/048-number-search-and-pricing.md): what makes a
 * number easy to remember makes it worth more. Only the seven digits after the network prefix
 * (0782 |123 4567|) count, since every number of a prefix shares the first four.
 */
import type { NumberTier } from "../../contracts/numbers.ts";

/** The price of each tier, integer IQD. An imported number may carry its own price instead. */
export const TIER_PRICES_IQD: Record<NumberTier, number> = { standard: 0, premium: 50_000, gold: 250_000 };

/** Years people like to carry in a number: the current ones and the next few. */
const YEARS = ["2025", "2026", "2027", "2028", "2029", "2030"];

const same = (s: string) => s.split("").every((d) => d === s[0]);

/** 1234, 6789 or 4321, 9876: each digit one more (or one less) than the one before. */
function isRun(s: string): boolean {
  const steps = s
    .split("")
    .slice(1)
    .map((d, i) => Number(d) - Number(s[i]));
  return steps.every((x) => x === 1) || steps.every((x) => x === -1);
}

/**
 * Gold: the last five digits the same (…77777), or the last six a run (…123456, …987654), or the
 * seven digits one triple after another with a digit between (777 0 777).
 * Premium: the last four the same (…7777) or a run (…1234), a year at the end (…2026), 777
 * anywhere, …000 at the end, or the last four a pair repeated (…1212).
 * Everything else is standard, at no charge.
 */
export function tierOf(msisdn: string): NumberTier {
  const s = msisdn.slice(-7);
  const last = (n: number) => s.slice(-n);
  if (same(last(5)) || isRun(last(6)) || (same(s.slice(0, 3)) && s.slice(0, 3) === s.slice(4))) return "gold";
  if (
    same(last(4)) ||
    isRun(last(4)) ||
    YEARS.includes(last(4)) ||
    s.includes("777") ||
    last(3) === "000" ||
    (last(2) === s.slice(-4, -2) && s[5] !== s[6])
  ) {
    return "premium";
  }
  return "standard";
}

export const priceOf = (msisdn: string) => {
  const tier = tierOf(msisdn);
  return { tier, priceIqd: TIER_PRICES_IQD[tier] };
};
