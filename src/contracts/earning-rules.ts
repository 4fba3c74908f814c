/**
 * How reward points are earned (content/rewards/earning.json, docs/decisions/056): the one schema
 * the content check, the earning code and the pages read the rules through.
 */
import { z } from "zod";
import { pointsTiers } from "./points.ts";

/** One-off tasks; each earns once per account (the birthday bonus once per year). */
export const pointsTaskIds = [
  "profile_email",
  "first_online_payment",
  "first_online_bundle",
  "birthday_month",
] as const;
export type PointsTaskId = (typeof pointsTaskIds)[number];

const whole = z.number().int().nonnegative();

export const earningRulesSchema = z
  .object({
    /** Recharges (online or by card) and postpaid bill payments: per whole 1,000 IQD. */
    moneyIn: z.object({ pointsPerThousandIqd: whole }).strict(),
    /** A bundle bought in myzain; a renewal the bundle job charges earns the same when `renewalsEarn`. */
    bundle: z.object({ pointsPerBundle: whole, renewalsEarn: z.boolean() }).strict(),
    tasks: z
      .array(z.object({ id: z.enum(pointsTaskIds), points: whole.min(1) }).strict())
      .refine((tasks) => new Set(tasks.map((t) => t.id)).size === tasks.length, "each task once"),
    /** Every lot expires this many months after it was earned; a notice goes this many days before. */
    expiry: z.object({ months: z.number().int().min(1).max(60), noticeDays: z.number().int().min(1).max(90) }).strict(),
    /**
     * Tiers by the points earned in the last `tierWindowMonths` (less any taken back): each from
     * its threshold, lowest first; a tier's bonus adds to what recharges and bill payments earn.
     */
    tiers: z
      .array(
        z.object({ id: z.enum(pointsTiers), from: whole, bonusPercent: z.number().int().min(0).max(100) }).strict(),
      )
      .refine(
        (tiers) =>
          tiers.length === pointsTiers.length &&
          tiers.every(
            (t, i) => t.id === pointsTiers[i] && (i === 0 ? t.from === 0 : t.from > (tiers[i - 1]?.from ?? 0)),
          ),
        "silver from 0, then gold, then platinum, each threshold higher",
      ),
    tierWindowMonths: z.number().int().min(1).max(24),
  })
  .strict();

export type EarningRules = z.output<typeof earningRulesSchema>;
