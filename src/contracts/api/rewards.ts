/**
 * Rewards (issue 18): the catalogue for the signed-in customer with what each reward costs and
 * whether it can be had now, redeeming points, the redemption history with partner codes, and
 * the free vouchers of campaigns (waiting, claimed, claim).
 */
import { z } from "zod";
import { idempotencyKeySchema } from "../myzain.ts";
import { rewardKinds } from "../rewards.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Rewards"] as const;
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const lineRef = z.object({ id: z.string(), msisdn: z.string() });

export const rewardView = z
  .object({
    slug: z.string(),
    kind: z.enum(rewardKinds),
    name: z.string(),
    description: z.string(),
    partner: z.string().nullable().meta({ description: "The partner or charity, for vouchers and donations" }),
    pointsCost: z.number().int(),
    stock: z.number().int().meta({ description: "How many are left" }),
    perCustomerLimit: z.number().int().nullable(),
    limitLeft: z
      .number()
      .int()
      .nullable()
      .meta({ description: "How many more this customer may redeem; null: no limit" }),
    pointsNeeded: z.number().int().meta({ description: "Points still missing to afford it (0 when affordable)" }),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    offering: z.object({ slug: z.string(), name: z.string(), validityDays: z.number().int().nullable() }).nullable(),
    creditIqd: z.number().int().nullable(),
    donatedPoints: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Donations: points given to this charity by everyone" }),
    lineIds: z.array(z.string()).meta({ description: "The customer's lines it can go to (bundles, bill discounts)" }),
    available: z.boolean().meta({ description: "Affordable, in stock, within the limit and with a line that fits" }),
  })
  .meta({ id: "Reward" });

export const rewardCatalogue = z
  .object({ balance: z.number().int(), rewards: z.array(rewardView) })
  .meta({ id: "RewardCatalogue" });

export const redemptionView = z
  .object({
    id: z.string(),
    reward: z.object({ slug: z.string(), kind: z.enum(rewardKinds), name: z.string(), partner: z.string().nullable() }),
    points: z.number().int(),
    line: lineRef.nullable(),
    bundle: z.object({ name: z.string(), endsAt: z.string().nullable() }).nullable(),
    creditIqd: z.number().int().nullable(),
    code: z.string().nullable().meta({ description: "A partner voucher's code, for the customer only" }),
    codeExpiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Redemption" });

export const redeemResult = z
  .object({ redemption: redemptionView, balance: z.number().int() })
  .meta({ id: "RedeemResult" });

export const redeemSchema = z.object({ lineId: z.string().uuid({ error: "validation.line.required" }).optional() });

export const freeVoucherOffer = z
  .object({
    campaign: z.string(),
    name: z.string(),
    description: z.string(),
    line: lineRef,
    validityDays: z.number().int(),
    claimable: z.boolean(),
    reason: z
      .enum(["claimed", "line_too_new", "no_recent_activity", "line_not_in_service"])
      .nullable()
      .meta({ description: "Why it cannot be claimed now" }),
  })
  .meta({ id: "FreeVoucherOffer" });

export const claimedVoucher = z
  .object({
    id: z.string(),
    campaign: z.string(),
    name: z.string(),
    line: lineRef,
    code: z.string(),
    serial: z.string(),
    expiresAt: z.string(),
    state: z.enum(["active", "redeemed", "expired"]),
    gives: z.object({ offering: z.string().nullable(), creditIqd: z.number().int().nullable() }),
    createdAt: z.string(),
  })
  .meta({ id: "ClaimedVoucher" });

export const freeVouchers = z
  .object({ offers: z.array(freeVoucherOffer), claimed: z.array(claimedVoucher) })
  .meta({ id: "FreeVouchers" });

export const claimSchema = z.object({ lineId: z.string().uuid({ error: "validation.line.required" }) });

export type RewardView = z.output<typeof rewardView>;
export type RewardCatalogue = z.output<typeof rewardCatalogue>;
export type RedemptionView = z.output<typeof redemptionView>;
export type RedeemResult = z.output<typeof redeemResult>;
export type FreeVoucherOffer = z.output<typeof freeVoucherOffer>;
export type ClaimedVoucher = z.output<typeof claimedVoucher>;
export type FreeVouchers = z.output<typeof freeVouchers>;

const key = z.object({ "idempotency-key": idempotencyKeySchema });

export const rewardCatalogueOp = defineOperation({
  method: "get",
  path: "/rewards",
  tags,
  auth: "session",
  summary: "The rewards on offer now, with the customer's points and each reward's availability",
  success: { status: 200, description: "Catalogue", schema: rewardCatalogue },
  errors: [401],
});

export const redeemRewardOp = defineOperation({
  method: "post",
  path: "/rewards/{slug}/redemptions",
  tags,
  auth: "session",
  summary: "Redeem points for a reward (a bundle or bill discount goes to `lineId`)",
  description:
    "Points, stock and the reward move together or not at all. Once per Idempotency-Key: a retry " +
    "returns the first result. Refusals: insufficient_points (details say how many more are needed), " +
    "reward_out_of_stock, reward_limit_reached, reward_not_for_line, reward_ended, reward_not_started.",
  params: z.object({ slug }),
  headers: key,
  body: { type: "json", schema: redeemSchema },
  success: { status: 201, description: "Redeemed (or the first result of this key)", schema: redeemResult },
  errors: [401, 404, 409, 422],
});

export const listRedemptionsOp = defineOperation({
  method: "get",
  path: "/rewards/redemptions",
  tags,
  auth: "session",
  summary: "The customer's redemptions, newest first, with partner codes",
  success: { status: 200, description: "History", schema: z.object({ redemptions: z.array(redemptionView) }) },
  errors: [401],
});

export const freeVouchersOp = defineOperation({
  method: "get",
  path: "/free-vouchers",
  tags,
  auth: "session",
  summary: "Free vouchers waiting for the customer's lines this month, and those claimed",
  success: { status: 200, description: "Free vouchers", schema: freeVouchers },
  errors: [401],
});

export const claimFreeVoucherOp = defineOperation({
  method: "post",
  path: "/free-vouchers/{campaign}/claims",
  tags,
  auth: "session",
  summary: "Claim a campaign's free voucher for a line: once per line and month",
  description:
    "Gives a voucher code to redeem through the card form (recharges). Once per Idempotency-Key; a " +
    "second claim for the same line and month answers 409 free_voucher_claimed.",
  params: z.object({ campaign: slug }),
  headers: key,
  body: { type: "json", schema: claimSchema },
  success: { status: 201, description: "The voucher (or the first result of this key)", schema: claimedVoucher },
  errors: [401, 404, 409, 422],
});
