/**
 * Places and stores as the API answers them (`/places`, `/stores`): names in the caller's language,
 * for the store locator, delivery address forms and pick-up choices.
 */
import { z } from "zod";
import { deliveryZones, placeId, storeKinds, storeServices, weekHours } from "../places.ts";
import { defineOperation } from "./operation.ts";

const named = z.object({ id: z.string(), name: z.string() });

export const governorateView = z
  .object({
    id: z.string().meta({ example: "sulaymaniyah" }),
    name: z.string(),
    zone: z.enum(deliveryZones).meta({ description: "Decides the delivery fee and estimate of an order" }),
    cities: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        districts: z.array(named),
      }),
    ),
  })
  .meta({ id: "Governorate" });
export type GovernorateView = z.output<typeof governorateView>;

export const storeView = z
  .object({
    id: z.string().meta({ example: "erbil-100m" }),
    kind: z.enum(storeKinds).meta({ description: "The operator's own store, or an authorised dealer" }),
    name: z.string(),
    governorate: named,
    city: named,
    district: named.nullable(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    hours: weekHours.meta({
      description:
        "Openings per weekday, Baghdad time (HH:MM); an empty list is a closed day; a closing time past 24:00 is after midnight",
    }),
    services: z.array(z.enum(storeServices)),
    phone: z.string().meta({ description: "E.164", example: "+9647801234567" }),
  })
  .meta({ id: "Store" });
export type StoreView = z.output<typeof storeView>;

export const storeQuery = z.object({
  governorate: placeId.optional(),
  city: placeId.optional(),
  service: z.enum(storeServices).optional(),
  kind: z.enum(storeKinds).optional(),
});
export type StoreQuery = z.output<typeof storeQuery>;

/** Where from, and what for: the stores nearest a point, for "near me", pick-up choices and the assistant. */
export const nearestStoresQuery = z.object({
  lat: z.coerce.number().min(-90).max(90).meta({ example: 36.19 }),
  lng: z.coerce.number().min(-180).max(180).meta({ example: 44.01 }),
  service: z.enum(storeServices).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(5),
});
export type NearestStoresQuery = z.output<typeof nearestStoresQuery>;

export const nearStoreView = storeView
  .extend({ distanceKm: z.number().meta({ description: "Straight-line distance from the point, km, 0.1 km steps" }) })
  .meta({ id: "NearStore" });
export type NearStoreView = z.output<typeof nearStoreView>;

const tags = ["Places"] as const;

export const listPlacesOp = defineOperation({
  method: "get",
  path: "/places",
  tags,
  auth: "apiKey",
  summary: "Iraq's governorates with their cities and districts, named in the caller's language",
  success: { status: 200, description: "Governorates", schema: z.array(governorateView) },
  errors: [],
});

export const listStoresOp = defineOperation({
  method: "get",
  path: "/stores",
  tags,
  auth: "apiKey",
  summary: "Open stores, by governorate, city and service",
  query: storeQuery,
  success: { status: 200, description: "Stores, by governorate and city", schema: z.array(storeView) },
  errors: [422],
});

export const nearestStoresOp = defineOperation({
  method: "get",
  path: "/stores/nearest",
  tags,
  auth: "apiKey",
  summary: "Open stores nearest a point, nearest first, with their distance",
  description:
    "Straight-line distance from `lat`,`lng`. The point is rounded to two decimals (about 1 km) before use: send no more than that.",
  query: nearestStoresQuery,
  success: { status: 200, description: "Stores, nearest first", schema: z.array(nearStoreView) },
  errors: [422],
});

export const getStoreOp = defineOperation({
  method: "get",
  path: "/stores/{id}",
  tags,
  auth: "apiKey",
  summary: "One open store",
  params: z.object({ id: placeId }),
  success: { status: 200, description: "Store", schema: storeView },
  errors: [404, 422],
});
