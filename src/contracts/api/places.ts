/**
 * Places and stores as the API answers them (`/places`, `/stores`): names in the caller's language,
 * for the store locator, delivery address forms and pick-up choices.
 */
import { z } from "zod";
import { deliveryZones, placeId, storeServices, weekHours } from "../places.ts";
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
    name: z.string(),
    governorate: named,
    city: named,
    district: named.nullable(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    hours: weekHours.meta({
      description: "Openings per weekday, Baghdad time (HH:MM); an empty list is a closed day",
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
});
export type StoreQuery = z.output<typeof storeQuery>;

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
