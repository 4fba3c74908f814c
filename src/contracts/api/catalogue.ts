/**
 * The catalogue as the API answers it (`/offerings/...`): offerings with their prices, allowances
 * and devices; the public list, one offering, and the signed-in customer's own picks.
 */
import { z } from "zod";
import { audiences, offeringTags, offeringTypes } from "../catalogue.ts";
import { reasonCodes } from "../targeting.ts";
import { defineOperation } from "./operation.ts";

const allowances = z.object({
  dataMb: z.number().nullable().meta({ description: "null: unlimited under fair use" }),
  onNetMinutes: z.number().nullable(),
  offNetMinutes: z.number().nullable(),
  sms: z.number().nullable(),
  apps: z.array(z.string()),
});

export const availabilities = ["in_stock", "preorder", "out_of_stock"] as const;

/** A device's models for sale: each storage size with its colours, price and whether it can be had today. */
const offeringDevice = z.object({
  brand: z.string(),
  model: z.string(),
  options: z.array(
    z.object({
      storageGb: z.number(),
      colours: z.array(z.string()).meta({ description: "Colour ids; names are devices.colour.<id> messages" }),
      priceIqd: z.number(),
      inStock: z.boolean(),
      availability: z.enum(availabilities).meta({ description: "Today, Baghdad time" }),
    }),
  ),
  preorder: z.object({ from: z.string(), to: z.string() }).nullable(),
});

export const offering = z
  .object({
    slug: z.string(),
    type: z.enum(offeringTypes),
    name: z.string(),
    description: z.string(),
    priceIqd: z.number().int().meta({ description: "Integer Iraqi dinars" }),
    validityDays: z.number().nullable(),
    allowances,
    audiences: z.array(z.enum(audiences)),
    countries: z.array(z.string()).meta({ description: "ISO 3166-1 alpha-2, for roaming bundles" }),
    tags: z.array(z.enum(offeringTags)),
    sellableFrom: z.string().nullable(),
    sellableTo: z.string().nullable(),
    device: offeringDevice.nullable(),
  })
  .meta({ id: "Offering" });

export type Offering = z.output<typeof offering>;
export type OfferingDevice = z.output<typeof offeringDevice>;
export type DeviceOption = OfferingDevice["options"][number];
export type Availability = DeviceOption["availability"];

/** An offering with whether it is on sale today (one offering by slug, a campaign's featured ones). */
export const offeringOnSale = offering.extend({
  sellable: z.boolean(),
  listed: z.boolean().meta({
    description:
      "false: a personal offer, sold only to the lines its targeting picks (GET /lines/{lineId}/personal-offers)",
  }),
});
export type OfferingOnSale = z.output<typeof offeringOnSale>;

/**
 * One offering's full terms for its public page: the offering, how to activate it by USSD, unlimited
 * data's fair use, what data costs once the allowance is used up, and a running campaign that features it.
 */
export const offeringDetails = offering
  .extend({
    activationCode: z.string().nullable().meta({ description: "USSD code, as dialled (*225*3#)", example: "*225*3#" }),
    fairUse: z
      .object({
        dailyMb: z.number().int().meta({ description: "Full speed for this much data each day (Baghdad time)" }),
        speedKbps: z.number().int().meta({ description: "The most speed after it, until midnight" }),
      })
      .nullable()
      .meta({ description: "Set for unlimited data" }),
    dataAfterAllowanceIqdPerMb: z.number().int().nullable().meta({
      description:
        "What data costs once a capped allowance is used up (roaming rate for roaming bundles); null when the offering has no data allowance",
    }),
    campaign: z
      .object({ slug: z.string(), title: z.string() })
      .nullable()
      .meta({ description: "A running campaign page (member-area/{slug}) that features this offering" }),
  })
  .meta({ id: "OfferingDetails" });
export type OfferingDetails = z.output<typeof offeringDetails>;

/** The filter of the public list. */
export const offeringQuery = z.object({
  type: z.enum(offeringTypes).optional(),
  audience: z.enum(audiences).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  tag: z.enum(offeringTags).optional(),
});
export type OfferingQuery = z.output<typeof offeringQuery>;

/** An offer picked for one line by the targeting rules (content/catalogue/targeting.json), with why. */
export const personalOffer = z
  .object({
    offer: offering,
    personal: z.boolean().meta({ description: "true: not on public lists, sold only to the lines it was sent to" }),
    score: z
      .number()
      .int()
      .meta({ description: "Higher first: the rule's weight plus how far the line is past its threshold" }),
    reason: z.object({
      code: z.enum(reasonCodes),
      figures: z.record(z.string(), z.union([z.string(), z.number()])).meta({
        description: "The real figures behind the reason (gb, count of days, minutes, balance, place, country, bundle)",
      }),
      text: z.string().meta({ description: "The reason in the caller's language, with its figures" }),
    }),
  })
  .meta({ id: "PersonalOffer" });
export type PersonalOffer = z.output<typeof personalOffer>;

export const personalOffersView = z.object({
  line: z.object({
    id: z.string(),
    msisdn: z.string().meta({ description: "Masked" }),
    billing: z.enum(["prepaid", "postpaid"]),
    kind: z.enum(["mobile", "broadband"]),
  }),
  offers: z.array(personalOffer).meta({ description: "Best first; empty when no rule picks anything for the line" }),
});
export type PersonalOffersView = z.output<typeof personalOffersView>;

const tags = ["Catalogue"] as const;

export const listOfferingsOp = defineOperation({
  method: "get",
  path: "/offerings",
  tags,
  auth: "apiKey",
  summary: "Offerings on sale today, filtered by type, audience, roaming country and tag",
  query: offeringQuery,
  success: { status: 200, description: "Offerings", schema: z.array(offering) },
  errors: [422],
});

export const listPersonalOffersOp = defineOperation({
  method: "get",
  path: "/offerings/for-me",
  tags,
  auth: "session",
  summary: "Personal offers for the signed-in customer's main line, each with why it is offered, best first",
  success: { status: 200, description: "The line (number masked) and up to six offers", schema: personalOffersView },
  errors: [401, 404],
});

export const getOfferingOp = defineOperation({
  method: "get",
  path: "/offerings/{slug}",
  tags,
  auth: "apiKey",
  summary: "One offering, with whether it is on sale today",
  params: z.object({ slug: z.string().max(100) }),
  success: { status: 200, description: "Offering", schema: offeringOnSale },
  errors: [404],
});

export const getOfferingDetailsOp = defineOperation({
  method: "get",
  path: "/offerings/{slug}/details",
  tags,
  auth: "apiKey",
  summary:
    "One offering on public sale today with its full terms; personal offers, unknown slugs and offers not yet on sale are 404 offering_not_found, ended ones 404 offering_not_on_sale",
  params: z.object({ slug: z.string().max(100) }),
  success: { status: 200, description: "The offering and its terms", schema: offeringDetails },
  errors: [404],
});
