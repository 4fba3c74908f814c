/**
 * Who is offered what: the targeting rules of personal offers (content/catalogue/targeting.json,
 * documented in content/README.md). Each rule names an offering, a weight and the conditions a
 * line must meet, all of them; the first condition gives the reason shown to the customer.
 * Checked by `npm run content:check` and read by the domain (src/domain/targeting/).
 */
import { z } from "zod";
import { deliveryZones } from "./place-values.ts";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const days = z.number().int().min(1).max(90);

export const conditionSchema = z.discriminatedUnion("kind", [
  /** The line is in an imported segment list (`segments-import <segment> <file.csv>`). */
  z.object({ kind: z.literal("segment"), segment: slug }).strict(),
  /** The line is registered in a governorate of this delivery zone (kurdistan: the Kurdistan Region). */
  z.object({ kind: z.literal("region"), zone: z.enum(deliveryZones) }).strict(),
  /** Data paid from the balance (outside any bundle) in the last `days` days reached `minMb`, and no data bundle is active. */
  z.object({ kind: z.literal("heavy_data_without_bundle"), minMb: z.number().int().positive(), days }).strict(),
  /** A bundle of the line ends within `withinHours` hours (and will not renew by itself). */
  z.object({ kind: z.literal("bundle_ending"), withinHours: z.number().int().min(1).max(168) }).strict(),
  /** A prepaid line whose balance is below `belowIqd` but at least `atLeastIqd` (enough for the small offer). */
  z
    .object({
      kind: z.literal("low_balance"),
      belowIqd: z.number().int().positive(),
      atLeastIqd: z.number().int().min(0).default(0),
    })
    .strict(),
  /** Roaming is switched on in the line's services. */
  z.object({ kind: z.literal("roaming_on") }).strict(),
  /** The line used the network abroad in the last `days` days, in one of `countries` (any country when absent). */
  z
    .object({
      kind: z.literal("usage_abroad"),
      days,
      countries: z
        .array(z.string().regex(/^[A-Z]{2}$/))
        .min(1)
        .optional(),
    })
    .strict(),
  /** Calls to other networks in the last `days` days reached `minMinutes`. */
  z.object({ kind: z.literal("off_net_minutes"), minMinutes: z.number().int().positive(), days }).strict(),
]);
export type Condition = z.output<typeof conditionSchema>;
export type ConditionKind = Condition["kind"];

/** `@ending`: the offering of the bundle that is ending (only with a `bundle_ending` condition). */
export const ENDING_OFFERING = "@ending";

export const targetingRuleSchema = z
  .object({
    id: slug,
    /** What this rule is for, for the people who keep the file. */
    about: z.string().min(10).max(300),
    offering: z.union([slug, z.literal(ENDING_OFFERING)]),
    /** How strongly to recommend it, 1-100; the condition's figure adds up to 20 more. */
    weight: z.number().int().min(1).max(100),
    when: z.array(conditionSchema).min(1),
  })
  .strict()
  .refine((r) => r.offering !== ENDING_OFFERING || r.when.some((c) => c.kind === "bundle_ending"), {
    message: `"${ENDING_OFFERING}" needs a bundle_ending condition`,
  });
export type TargetingRule = z.output<typeof targetingRuleSchema>;

export const targetingFileSchema = z
  .object({
    comment: z.string().optional(),
    rules: z.array(targetingRuleSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const rule of file.rules) {
      if (seen.has(rule.id)) ctx.addIssue({ code: "custom", message: `rule id "${rule.id}" is repeated` });
      seen.add(rule.id);
    }
  });
export type TargetingFile = z.output<typeof targetingFileSchema>;

/** Why an offer is shown: the condition that chose it, with its figures (the text is localized from it). */
export const reasonCodes = [
  "segment",
  "region",
  "heavy_data_without_bundle",
  "bundle_ending",
  "low_balance",
  "roaming_on",
  "usage_abroad",
  "off_net_minutes",
] as const satisfies readonly ConditionKind[];
