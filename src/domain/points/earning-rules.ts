import file from "../../../content/rewards/earning.json" with { type: "json" };
import { type EarningRules, earningRulesSchema, type PointsTaskId } from "../../contracts/earning-rules.ts";
import type { PointsTier } from "../../contracts/points.ts";

/**
 * The earning rules (content/rewards/earning.json), parsed once when the module loads: a bad file
 * stops the process at start-up, and `npm run content:check` says what is wrong before that.
 */
export const earningRules: EarningRules = earningRulesSchema.parse(file);

/** Points for money put on a line: whole thousands only, plus the holder's tier bonus (rounded down). */
export function pointsForMoney(amountIqd: number, tier: PointsTier, rules: EarningRules = earningRules): number {
  const base = Math.floor(amountIqd / 1000) * rules.moneyIn.pointsPerThousandIqd;
  const bonus = rules.tiers.find((t) => t.id === tier)?.bonusPercent ?? 0;
  return Math.floor((base * (100 + bonus)) / 100);
}

export function taskPoints(task: PointsTaskId, rules: EarningRules = earningRules): number {
  return rules.tasks.find((t) => t.id === task)?.points ?? 0;
}

/** The tier that `earned` points (in the tier window) make: the highest whose threshold they reach. */
export function tierFor(earned: number, rules: EarningRules = earningRules): PointsTier {
  let tier: PointsTier = "silver";
  for (const t of rules.tiers) if (earned >= t.from) tier = t.id;
  return tier;
}

/** `at` moved by whole calendar months (UTC), the day kept where the month has it, else its last day. */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** When points earned at `at` expire. */
export const expiryOf = (at: Date, rules: EarningRules = earningRules) => addMonths(at, rules.expiry.months);
