/**
 * The signed-in customer's reward points (`/account/points...`, docs/decisions/056): the summary
 * (balance, tier, progress to the next tier, points expiring next), the history with filters and
 * keyset paging as the statement has, and the ways to earn with the rules' rates and task progress.
 */
import { z } from "zod";
import { pointsTaskIds } from "../earning-rules.ts";
import { pointsEntryKinds, pointsTiers } from "../points.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Reward points"] as const;
const tier = z.enum(pointsTiers);

export const pointsTierRule = z.object({
  tier,
  from: z.number().int().meta({ description: "Points earned in the tier window that make this tier" }),
  bonusPercent: z.number().int().meta({ description: "Extra points on recharges and bill payments" }),
});

export const pointsSummary = z
  .object({
    balance: z.number().int(),
    tier,
    tierSince: z.string(),
    earnedInWindow: z.number().int().meta({ description: "Points earned in the last windowMonths, less refunds" }),
    windowMonths: z.number().int(),
    nextTier: z
      .object({ tier, from: z.number().int(), needed: z.number().int() })
      .nullable()
      .meta({ description: "The next tier up and the points still needed; null at the top" }),
    tiers: z.array(pointsTierRule),
    expiring: z
      .object({
        points: z.number().int(),
        at: z.string(),
        soon: z.boolean().meta({ description: "Within the notice period (a month)" }),
      })
      .nullable()
      .meta({ description: "The next points to expire and when; null when none are held" }),
  })
  .meta({ id: "PointsSummary" });

export const pointsPeriods = ["month", "quarter", "year", "all"] as const;

export const pointsHistoryQuery = z.object({
  kind: z.enum(pointsEntryKinds).optional(),
  period: z.enum(pointsPeriods).default("year"),
  /** Keyset paging: the `next` of the page before. */
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type PointsHistoryQuery = z.output<typeof pointsHistoryQuery>;

export const pointsHistory = z
  .object({
    entries: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(pointsEntryKinds),
        points: z.number().int(),
        balanceAfter: z.number().int(),
        details: z.record(z.string(), z.union([z.string(), z.number()])).meta({
          description: "What caused it: source (recharge, bill, bundle, renewal, task), amountIqd, task, offering",
        }),
        expiresAt: z.string().nullable().meta({ description: "For earned points: when what is left of them expires" }),
        createdAt: z.string(),
      }),
    ),
    next: z.string().nullable(),
  })
  .meta({ id: "PointsHistory" });

export const pointsEarning = z
  .object({
    rates: z.object({
      pointsPerThousandIqd: z.number().int(),
      pointsPerBundle: z.number().int(),
      renewalsEarn: z.boolean(),
      expiryMonths: z.number().int(),
      noticeDays: z.number().int(),
    }),
    tiers: z.array(pointsTierRule),
    windowMonths: z.number().int(),
    tasks: z.array(
      z.object({
        id: z.enum(pointsTaskIds),
        points: z.number().int(),
        done: z.boolean().meta({ description: "The birthday bonus: done this year" }),
        doneAt: z.string().nullable(),
      }),
    ),
    hasBirthDate: z.boolean(),
  })
  .meta({ id: "PointsEarning" });

export type PointsSummary = z.output<typeof pointsSummary>;
export type PointsHistory = z.output<typeof pointsHistory>;
export type PointsEarning = z.output<typeof pointsEarning>;

export const getPointsSummaryOp = defineOperation({
  method: "get",
  path: "/account/points",
  tags,
  auth: "session",
  summary: "The account's points: balance, tier and progress, the points expiring next",
  success: { status: 200, description: "Points summary", schema: pointsSummary },
  errors: [401],
});

export const getPointsHistoryOp = defineOperation({
  method: "get",
  path: "/account/points/history",
  tags,
  auth: "session",
  summary: "Points earned, spent, expired and taken back, newest first, by kind and period",
  query: pointsHistoryQuery,
  success: { status: 200, description: "Points history", schema: pointsHistory },
  errors: [401, 422],
});

export const getPointsEarningOp = defineOperation({
  method: "get",
  path: "/account/points/earning",
  tags,
  auth: "session",
  summary: "How points are earned (the rules' rates and tiers) and the account's one-off tasks",
  success: { status: 200, description: "Ways to earn", schema: pointsEarning },
  errors: [401],
});
