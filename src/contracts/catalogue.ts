/**
 * The offer catalogue (bundles, plans, SIMs, devices, business products), modelled so a BSS
 * catalogue in TM Forum TMF620 terms maps onto it: an offering has a price (productOfferingPrice),
 * allowances (its product specification's characteristics), a validity, audiences (market
 * segments), places (roaming countries), a sellable period (validFor) and a sort order.
 */
import { z } from "zod";

export const offeringTypes = [
  "data_bundle",
  "voice_data_bundle",
  "social_bundle",
  "roaming_bundle",
  /** Minutes from Iraq to numbers abroad (off-net minutes of the allowances, as international minutes). */
  "international_bundle",
  "mbb_plan",
  "postpaid_plan",
  "prepaid_sim",
  "device",
  "business_product",
] as const;
export const audiences = ["prepaid", "postpaid", "business"] as const;
export const offeringTags = ["hot", "new", "best_value"] as const;
export type OfferingType = (typeof offeringTypes)[number];
export type Audience = (typeof audiences)[number];
export type OfferingTag = (typeof offeringTags)[number];

const text = z.string().trim().min(1);
const translation = z.object({ name: text.max(80), description: text.max(400) });

const allowances = z.object({
  dataMb: z.number().int().min(0).nullable().describe("null means unlimited (fair use)"),
  onNetMinutes: z.number().int().min(0).nullable(),
  offNetMinutes: z.number().int().min(0).nullable(),
  sms: z.number().int().min(0).nullable(),
  apps: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
});

/**
 * Fair use of unlimited data, as the operator's network applies it: full speed for the first
 * `dailyMb` of each Baghdad day, then at most `speedKbps` until midnight.
 */
const fairUse = z.object({
  dailyMb: z.number().int().positive(),
  speedKbps: z.number().int().positive(),
});
export type FairUse = z.infer<typeof fairUse>;

/** A USSD short code as dialled (`*225*3#`): stars, digits and a closing hash. */
export const ussdCode = z.string().regex(/^\*[0-9]+(\*[0-9]+)*#$/);

const device = z.object({
  brand: text,
  model: text,
  options: z
    .array(
      z.object({
        storageGb: z.number().int().positive(),
        colours: z.array(z.string().regex(/^[a-z]+(-[a-z]+)*$/)).min(1),
        priceIqd: z.number().int().positive(),
        inStock: z.boolean(),
      }),
    )
    .min(1),
  preorder: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
});

export const offeringFileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  type: z.enum(offeringTypes),
  priceIqd: z.number().int().min(0),
  validityDays: z.number().int().positive().nullable(),
  allowances,
  audiences: z.array(z.enum(audiences)).min(1),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  tags: z.array(z.enum(offeringTags)).default([]),
  sortOrder: z.number().int(),
  /**
   * false: not in public lists; shown only where a campaign features it (a personal or regional
   * offer sent by SMS). TMF620 would model this as a sales channel of the offering.
   */
  listed: z.boolean().default(true),
  sellableFrom: z.iso.date().nullable().default(null),
  sellableTo: z.iso.date().nullable().default(null),
  device: device.nullable().default(null),
  /** The code that buys it from the phone's dial pad, where it can be bought that way. */
  activationCode: ussdCode.nullable().default(null),
  /** Required for unlimited data (`dataMb: null`), where the speed after heavy daily use is a term of sale. */
  fairUse: fairUse.nullable().default(null),
  translations: z.object({ en: translation, ar: translation, ku: translation }),
});
export type OfferingFile = z.infer<typeof offeringFileSchema>;

export const catalogueFileSchema = z.object({
  offerings: z
    .array(
      offeringFileSchema.refine((o) => o.type === "device" || o.allowances.dataMb !== null || o.fairUse !== null, {
        error: "unlimited data needs its fair use (fairUse: dailyMb and speedKbps)",
        path: ["fairUse"],
      }),
    )
    .min(1),
});
