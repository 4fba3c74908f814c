import { arrayContains } from "drizzle-orm";
import type { NearestStoresQuery, NearStoreView } from "../../contracts/api/places.ts";
import { distanceKm, roundCoordinate } from "../../contracts/geo.ts";
import { stores } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { selectStores } from "./stores.ts";

export type NearestStoresInput = {
  lat: number;
  lng: number;
  service?: NearestStoresQuery["service"];
  limit: number;
};

/**
 * The open stores nearest a point, nearest first, each with its straight-line distance (km, one
 * decimal); ties keep the locator's order. The point is rounded to about 1 km first, so no more
 * precise a location is ever used or kept. Shared by the locator's "near me", the order's pick-up
 * choice and the assistant's "nearest store".
 */
export async function nearestStores({ ctx, input }: ServiceCall<NearestStoresInput>): Promise<NearStoreView[]> {
  const from = { latitude: roundCoordinate(input.lat), longitude: roundCoordinate(input.lng) };
  const candidates = await selectStores(
    ctx,
    input.service ? arrayContains(stores.services, [input.service]) : undefined,
  );
  return candidates
    .map((store) => ({ store, km: distanceKm(from, store) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, Math.max(0, input.limit))
    .map(({ store, km }) => ({ ...store, distanceKm: Math.round(km * 10) / 10 }));
}
