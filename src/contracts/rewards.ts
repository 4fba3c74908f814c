/**
 * Rewards (issue 18): what points buy, and the free vouchers campaigns give. The catalogue is data
 * (content/rewards/catalogue.json, checked by `npm run content:check`, loaded by the seed); stock
 * and redemptions live in the database. Shared by the schema, the seed, the domain and the API.
 */
import { z } from "zod";

/**
 * bundle: a catalogue offering granted on one of the customer's lines; bill_discount: a credit on a
 * postpaid line's bill; partner_voucher: a code from a partner's imported pool; donation: points
 * given to a charity partner, recorded with a total per charity.
 */
export const rewardKinds = ["bundle", "bill_discount", "partner_voucher", "donation"] as const;
export type RewardKind = (typeof rewardKinds)[number];

/** Whether a reward goes to a line the customer chooses (and which billings it fits). */
export const rewardNeedsLine = (kind: RewardKind) => kind === "bundle" || kind === "bill_discount";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const text = z.string().trim().min(1);
const texts = <T extends z.ZodRawShape>(shape: T) => {
  const one = z.object(shape);
  return z.object({ en: one, ar: one, ku: one });
};
const rewardText = texts({ name: text.max(80), description: text.max(400), partner: text.max(80).optional() });
/** A Baghdad calendar day; a reward starts at its first moment and ends after its last. */
const day = z.iso.date();

export const rewardFileSchema = z
  .object({
    slug,
    kind: z.enum(rewardKinds),
    pointsCost: z.number().int().positive(),
    /** Stock when the reward is first loaded; after that it lives in the database (and imports add codes). */
    initialStock: z.number().int().min(0),
    /** Redemptions one customer account may make of it in all; null: no limit but stock. */
    perCustomerLimit: z.number().int().positive().nullable(),
    startsOn: day,
    endsOn: day.nullable(),
    /** bundle: the catalogue offering it grants. */
    offering: slug.optional(),
    /** bill_discount: the IQD credited to the postpaid line. */
    creditIqd: z.number().int().positive().optional(),
    sortOrder: z.number().int(),
    translations: rewardText,
  })
  .superRefine((r, ctx) => {
    if ((r.kind === "bundle") !== Boolean(r.offering))
      ctx.addIssue({ code: "custom", path: ["offering"], message: "a bundle reward names its offering; others none" });
    if ((r.kind === "bill_discount") !== Boolean(r.creditIqd))
      ctx.addIssue({ code: "custom", path: ["creditIqd"], message: "a bill discount names its credit; others none" });
    const partnered = r.kind === "partner_voucher" || r.kind === "donation";
    if (partnered !== Boolean(r.translations.en.partner && r.translations.ar.partner && r.translations.ku.partner))
      ctx.addIssue({
        code: "custom",
        path: ["translations"],
        message: "partners and charities are named in en, ar, ku",
      });
    if (r.kind === "partner_voucher" && r.initialStock !== 0)
      ctx.addIssue({
        code: "custom",
        path: ["initialStock"],
        message: "partner vouchers' stock is their imported codes",
      });
    if (r.endsOn && r.endsOn < r.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "ends before it starts" });
  });
export type RewardFile = z.infer<typeof rewardFileSchema>;

/**
 * Who may claim a campaign's voucher, once per line per period (a Baghdad calendar month): lines
 * of these billings, active, in service at least `minLineAgeDays`, with a recharge or payment in
 * the last `activityDays`.
 */
export const freeVoucherRulesSchema = z.object({
  billings: z.array(z.enum(["prepaid", "postpaid"])).min(1),
  minLineAgeDays: z.number().int().min(0),
  activityDays: z.number().int().positive(),
});
export type FreeVoucherRules = z.infer<typeof freeVoucherRulesSchema>;

export const freeVoucherCampaignFileSchema = z
  .object({
    slug,
    rules: freeVoucherRulesSchema,
    /** What the voucher gives when redeemed through the card form: a bundle or credit. */
    offering: slug.optional(),
    creditIqd: z.number().int().positive().optional(),
    /** Days a claimed voucher stays redeemable. */
    validityDays: z.number().int().positive(),
    startsOn: day,
    endsOn: day.nullable(),
    translations: texts({ name: text.max(80), description: text.max(400) }),
  })
  .refine((c) => Boolean(c.offering) !== Boolean(c.creditIqd), {
    message: "a voucher gives either an offering or a credit",
  });
export type FreeVoucherCampaignFile = z.infer<typeof freeVoucherCampaignFileSchema>;

export const rewardsFileSchema = z.object({
  rewards: z.array(rewardFileSchema).min(1),
  freeVoucherCampaigns: z.array(freeVoucherCampaignFileSchema),
});
export type RewardsFile = z.infer<typeof rewardsFileSchema>;
