/**
 * The shapes of content/places/places.json and content/places/stores.json, also accepted by the
 * operator command `stores-import`. Server-only: the phone check carries libphonenumber's metadata.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { deliveryZones, localizedText, placeId, storeKinds, storeServices, weekHours } from "./places.ts";

/** Iraq's bounding box, a little generous: a coordinate outside it is a typo (a swapped lat/lng). */
export const IRAQ_BOUNDS = { south: 29.0, north: 37.4, west: 38.7, east: 48.7 } as const;

const latitude = z.number().min(IRAQ_BOUNDS.south).max(IRAQ_BOUNDS.north);
const longitude = z.number().min(IRAQ_BOUNDS.west).max(IRAQ_BOUNDS.east);

/** Ids must be unique among siblings: a repeated one would silently overwrite the first. */
function uniqueIds(items: { id: string }[], ctx: z.RefinementCtx, what: string) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: "custom", path: [index, "id"], message: `${what} ${item.id} repeated` });
    seen.add(item.id);
  });
}

const districtFile = z.object({ id: placeId, name: localizedText }).strict();

const cityFile = z
  .object({
    id: placeId,
    name: localizedText,
    /** The city centre: stores must lie near it, and an address is checked against it later. */
    latitude,
    longitude,
    districts: z
      .array(districtFile)
      .min(1)
      .superRefine((d, ctx) => uniqueIds(d, ctx, "district")),
  })
  .strict();

const governorateFile = z
  .object({
    id: placeId,
    zone: z.enum(deliveryZones),
    name: localizedText,
    cities: z
      .array(cityFile)
      .min(1)
      .superRefine((c, ctx) => uniqueIds(c, ctx, "city")),
  })
  .strict();

export const placesFileSchema = z
  .object({
    governorates: z
      .array(governorateFile)
      .min(1)
      .superRefine((g, ctx) => uniqueIds(g, ctx, "governorate")),
  })
  .strict();
export type PlacesFile = z.output<typeof placesFileSchema>;
export type GovernorateFile = PlacesFile["governorates"][number];

/** An Iraqi landline or mobile number in any common writing, stored as E.164 (+9641...). */
const iraqiPhone = z.string().transform((value, ctx) => {
  const parsed = parsePhoneNumberFromString(value, "IQ");
  if (!parsed?.isValid() || parsed.country !== "IQ") {
    ctx.addIssue({ code: "custom", message: `"${value}" is not an Iraqi landline or mobile number` });
    return z.NEVER;
  }
  return parsed.number;
});

export const storeFile = z
  .object({
    id: placeId,
    /** The operator's own store unless said otherwise: files written before dealers stay valid. */
    kind: z.enum(storeKinds).default("store"),
    name: localizedText,
    governorate: placeId,
    city: placeId,
    district: placeId.optional(),
    address: localizedText,
    latitude,
    longitude,
    hours: weekHours,
    services: z
      .array(z.enum(storeServices))
      .min(1)
      .refine((s) => new Set(s).size === s.length, { message: "a service is listed twice" }),
    phone: iraqiPhone,
    active: z.boolean().default(true),
  })
  .strict();
export type StoreFile = z.output<typeof storeFile>;

export const storesFileSchema = z
  .object({
    stores: z
      .array(storeFile)
      .min(1)
      .superRefine((s, ctx) => uniqueIds(s, ctx, "store")),
  })
  .strict();
export type StoresFile = z.output<typeof storesFileSchema>;
