/**
 * Configuration of Kafoo (docs/decisions/064-kafoo-transfer-and-advance.md): the transfer's fee,
 * amounts and daily limits, the amount above which an SMS code is asked, and the advance's
 * amounts, fee and eligibility rules. Read once at start-up with the rest of the environment.
 */
import { z } from "zod";

export type KafooConfig = {
  transfer: {
    feeIqd: number;
    minIqd: number;
    maxIqd: number;
    /** Per sending line and Baghdad day. */
    dailyCount: number;
    dailyIqd: number;
    /** Amounts above this need an SMS code to the sending line. */
    codeAboveIqd: number;
  };
  advance: {
    amounts: number[];
    feePercent: number;
    /** Days since the line joined the network. */
    minDays: number;
    /** Recharges (card, online or transfer received) in the last 90 days. */
    minRecharges: number;
  };
};

const iqd = (example: number, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `expected an amount in IQD, such as ${example}` })
    .int({ error: "expected whole dinars" })
    .min(min, { error: `expected at least ${min}` })
    .max(max, { error: `expected at most ${max}` })
    .default(fallback);

const amountList = z
  .string()
  .transform((spec, ctx) => {
    const amounts = spec
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)
      .map(Number);
    if (
      amounts.length === 0 ||
      amounts.length > 6 ||
      amounts.some((a) => !Number.isInteger(a) || a < 250 || a > 100_000)
    ) {
      ctx.addIssue({
        code: "custom",
        message: "expected 1 to 6 amounts in IQD between 250 and 100000, such as 1000,2000,5000",
      });
      return z.NEVER;
    }
    return [...new Set(amounts)].sort((a, b) => a - b);
  })
  .default([1000, 2000, 5000]);

export const kafooEnvShape = {
  KAFOO_TRANSFER_FEE_IQD: iqd(250, 0, 10_000, 250),
  KAFOO_TRANSFER_MIN_IQD: iqd(500, 250, 1_000_000, 500),
  KAFOO_TRANSFER_MAX_IQD: iqd(25_000, 250, 1_000_000, 25_000),
  KAFOO_TRANSFER_DAILY_COUNT: z.coerce
    .number({ error: "expected a number of transfers, such as 5" })
    .int({ error: "expected whole transfers" })
    .min(1, { error: "expected at least 1 transfer" })
    .max(10_000, { error: "expected at most 10000 transfers" })
    .default(5),
  KAFOO_TRANSFER_DAILY_IQD: iqd(50_000, 250, 100_000_000, 50_000),
  KAFOO_TRANSFER_CODE_ABOVE_IQD: iqd(10_000, 0, 1_000_000, 10_000),
  KAFOO_ADVANCE_AMOUNTS: amountList,
  KAFOO_ADVANCE_FEE_PERCENT: z.coerce
    .number({ error: "expected a percentage, such as 10" })
    .int({ error: "expected a whole percentage" })
    .min(0, { error: "expected at least 0" })
    .max(50, { error: "expected at most 50" })
    .default(10),
  KAFOO_ADVANCE_MIN_DAYS: z.coerce
    .number({ error: "expected days, such as 90" })
    .int({ error: "expected whole days" })
    .min(0, { error: "expected at least 0 days" })
    .max(3650, { error: "expected at most 3650 days" })
    .default(90),
  KAFOO_ADVANCE_MIN_RECHARGES: z.coerce
    .number({ error: "expected a number of recharges, such as 2" })
    .int({ error: "expected whole recharges" })
    .min(0, { error: "expected at least 0 recharges" })
    .max(100, { error: "expected at most 100 recharges" })
    .default(2),
};

type KafooEnv = { [K in keyof typeof kafooEnvShape]: z.output<(typeof kafooEnvShape)[K]> };

export function kafooEnvProblems(env: KafooEnv): string[] {
  const problems: string[] = [];
  if (env.KAFOO_TRANSFER_MIN_IQD > env.KAFOO_TRANSFER_MAX_IQD) {
    problems.push("KAFOO_TRANSFER_MIN_IQD: must not be above KAFOO_TRANSFER_MAX_IQD");
  }
  if (env.KAFOO_TRANSFER_MAX_IQD > env.KAFOO_TRANSFER_DAILY_IQD) {
    problems.push("KAFOO_TRANSFER_MAX_IQD: must not be above KAFOO_TRANSFER_DAILY_IQD");
  }
  return problems;
}

export function kafooConfigOf(env: KafooEnv): KafooConfig {
  return {
    transfer: {
      feeIqd: env.KAFOO_TRANSFER_FEE_IQD,
      minIqd: env.KAFOO_TRANSFER_MIN_IQD,
      maxIqd: env.KAFOO_TRANSFER_MAX_IQD,
      dailyCount: env.KAFOO_TRANSFER_DAILY_COUNT,
      dailyIqd: env.KAFOO_TRANSFER_DAILY_IQD,
      codeAboveIqd: env.KAFOO_TRANSFER_CODE_ABOVE_IQD,
    },
    advance: {
      amounts: env.KAFOO_ADVANCE_AMOUNTS,
      feePercent: env.KAFOO_ADVANCE_FEE_PERCENT,
      minDays: env.KAFOO_ADVANCE_MIN_DAYS,
      minRecharges: env.KAFOO_ADVANCE_MIN_RECHARGES,
    },
  };
}
