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

  implement(r, ops.listPlacesOp, async (c) => {
    const places = await publicRead(c, "listPlaces", null, (reader) => listPlaces({ ctx: reader }));
    cacheable(c);
    return places;
  });

  implement(r, ops.listStoresOp, async (c, { query }) => {
    const stores = await publicRead(c, "listStores", query, (reader) => listStores({ ctx: reader, input: query }));
    cacheable(c);
    return stores;
  });

  // Before `/stores/{id}`: "nearest" would pass for a store id. The answer is shared per point
  // rounded to about 1 km (the service rounds it), so the read cache holds few copies.
  implement(r, ops.nearestStoresOp, async (c, { query }) => {
    const input = { ...query, lat: roundCoordinate(query.lat), lng: roundCoordinate(query.lng) };
    const stores = await publicRead(c, "nearestStores", input, (reader) => nearestStores({ ctx: reader, input }));
    cacheable(c);
    return stores;
  });

  implement(r, ops.getStoreOp, async (c, { params }) => {
    const store = await publicRead(c, "getStore", params, (reader) => getStore({ ctx: reader, input: params }));
    cacheable(c);
    return store;
  });

  implement(r, getCoverageOp, async (c, { query }) => {
    const coverage = await publicRead(c, "getCoverage", query, (reader) => getCoverage({ ctx: reader, input: query }));
    cacheable(c);
    return coverage;
  });

  return r;
}
