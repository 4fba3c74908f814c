import { getCoverageOp } from "../../contracts/api/coverage.ts";
import * as ops from "../../contracts/api/places.ts";
import { roundCoordinate } from "../../contracts/geo.ts";
import { getCoverage } from "../../domain/places/coverage.ts";
import { nearestStores } from "../../domain/places/nearest-stores.ts";
import { listPlaces } from "../../domain/places/places.ts";
import { getStore, listStores } from "../../domain/places/stores.ts";
import { implement } from "../operation-route.ts";
import { publicRead } from "../public-reads.ts";
import { newRouter } from "../router.ts";
import { cacheable } from "./catalogue.ts";

/**
 * Places, stores and coverage (`/api/v1/places`, `/api/v1/stores/...`, `/api/v1/coverage`): public, localized by
 * Accept-Language, read through the shared read cache until a place or store changes.
 */
export function placeRoutes() {
  const r = newRouter();

  implement(r, ops.listPlacesOp, async (c, { ctx }) => {
    const places = await publicRead(c, "listPlaces", null, () => listPlaces({ ctx }));
    cacheable(c);
    return places;
  });

  implement(r, ops.listStoresOp, async (c, { ctx, query }) => {
    const stores = await publicRead(c, "listStores", query, () => listStores({ ctx, input: query }));
    cacheable(c);
    return stores;
  });

  // Before `/stores/{id}`: "nearest" would pass for a store id. The answer is shared per point
  // rounded to about 1 km (the service rounds it), so the read cache holds few copies.
  implement(r, ops.nearestStoresOp, async (c, { ctx, query }) => {
    const input = { ...query, lat: roundCoordinate(query.lat), lng: roundCoordinate(query.lng) };
    const stores = await publicRead(c, "nearestStores", input, () => nearestStores({ ctx, input }));
    cacheable(c);
    return stores;
  });

  implement(r, ops.getStoreOp, async (c, { ctx, params }) => {
    const store = await publicRead(c, "getStore", params, () => getStore({ ctx, input: params }));
    cacheable(c);
    return store;
  });

  implement(r, getCoverageOp, async (c, { ctx, query }) => {
    const coverage = await publicRead(c, "getCoverage", query, () => getCoverage({ ctx, input: query }));
    cacheable(c);
    return coverage;
  });

  return r;
}
