/**
 * A campaign: a member-area offer page with a sellable window. Its hero, headline, benefits and call
 * to action are the page's blocks (one content model for every page); the record adds what makes it
 * a campaign: dates, what it features from the catalogue, its terms and what follows it when it ends.
 */
import { z } from "zod";
import { nameSchema } from "./auth.ts";
import { IRAQI_MOBILE_PREFIXES, normalizeMsisdn } from "./msisdn.ts";

// Kept in msisdn.ts so that the browser can use the prefixes without loading zod.
export { IRAQI_MOBILE_PREFIXES };

export const campaignKinds = [
  /** Features bundles or plans from the catalogue, bought in myzain. */
  "offers",
  /** Features one or more devices and takes order requests (leads) for them. */
  "device",
  /** The handset 4G checker. */
  "handset-check",
  /** A recharge card promotion: nothing from the catalogue; it leads to the recharge page. */
  "recharge",
] as const;
export type CampaignKind = (typeof campaignKinds)[number];

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const terms = z.array(z.string().trim().min(10).max(400)).min(2).max(8);

export const campaignFileSchema = z
  .object({
    kind: z.enum(campaignKinds),
    startsOn: z.iso.date(),
    endsOn: z.iso.date().nullable(),
    /** Name of the member-area page that replaces this one once it ends ("banner-offers2"). */
    successor: z
      .string()
      .regex(/^[a-zA-Z0-9-]+$/)
      .nullable(),
    /** Catalogue slugs it features: bundles for "offers", devices for "device". */
    offerings: z.array(slug).max(6),
    terms: z.object({ en: terms, ar: terms, ku: terms }),
  })
  .refine((c) => c.endsOn === null || c.endsOn >= c.startsOn, { error: "endsOn is before startsOn", path: ["endsOn"] })
  .refine((c) => (c.kind === "offers" || c.kind === "device") === c.offerings.length > 0, {
    error: "offers and device campaigns feature at least one offering; the others feature none",
    path: ["offerings"],
  });
export type CampaignFile = z.infer<typeof campaignFileSchema>;

export const campaignStatuses = ["upcoming", "active", "ended"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** The device order request form, checked in the browser and by the API. */
/** A mobile number of any Iraqi network (people who are not our customers write to us too). */
export const iraqiMsisdnSchema = z
  .string({ error: "validation.msisdn.required" })
  .trim()
  .min(1, { error: "validation.msisdn.required" })
  .refine((v) => normalizeMsisdn(v, IRAQI_MOBILE_PREFIXES) !== null, { error: "validation.msisdn.iraqi" });

export const deviceLeadSchema = z.object({
  offering: z
    .string({ error: "validation.device.required" })
    .regex(/^[a-z0-9-]+$/, { error: "validation.device.required" }),
  storageGb: z.coerce
    .number({ error: "validation.storage.required" })
    .int({ error: "validation.storage.required" })
    .positive({ error: "validation.storage.required" }),
  colour: z
    .string({ error: "validation.colour.required" })
    .regex(/^[a-z]+(-[a-z]+)*$/, { error: "validation.colour.required" }),
  fullName: nameSchema,
  msisdn: iraqiMsisdnSchema,
});
export type DeviceLeadInput = z.infer<typeof deviceLeadSchema>;
