/**
 * The store locator's address: which query parameters it reads and what they may hold. Plain
 * values (no zod) so the page's JavaScript stays small; anything unknown is ignored, never a 500.
 */
import { roundCoordinate } from "../../src/contracts/geo.ts";
import {
  PLACE_ID,
  type StoreKind,
  type StoreService,
  storeKinds,
  storeServices,
} from "../../src/contracts/place-values.ts";

/**
 * The parameters the page reads, which are also its page-cache key. `lat`/`lng` are in the key so
 * that a request carrying them never gets the shared page, and their answers are never kept.
 */
export const STORE_QUERY = ["governorate", "city", "service", "kind", "open", "from", "lat", "lng"] as const;

/** A city as the forms send it: "governorate/city" (city ids are unique within a governorate). */
export const cityValue = (governorate: string, city: string) => `${governorate}/${city}`;

export type StoreFilters = {
  governorate: string | null;
  city: { governorate: string; city: string } | null;
  service: StoreService | null;
  kind: StoreKind | null;
  open: boolean;
  /** Nearest first from a city's centre: the no-JavaScript "near me". */
  from: { governorate: string; city: string } | null;
  /** Nearest first from the visitor's own location, rounded to about 1 km. */
  point: { lat: number; lng: number } | null;
  /** Whether the address carried coordinates at all: such a page is drawn for one visitor. */
  personal: boolean;
};

function parseCity(value: string | null) {
  const [governorate = "", city = "", ...rest] = (value ?? "").split("/");
  return rest.length === 0 && PLACE_ID.test(governorate) && PLACE_ID.test(city) ? { governorate, city } : null;
}

function parseCoordinate(value: string | null, limit: number): number | null {
  if (value === null || !/^-?\d{1,3}(\.\d+)?$/.test(value)) return null;
  const n = Number(value);
  return Math.abs(n) <= limit ? roundCoordinate(n) : null;
}

export function parseStoreFilters(params: URLSearchParams): StoreFilters {
  const governorate = params.get("governorate") ?? "";
  const service = params.get("service");
  const kind = params.get("kind");
  const lat = parseCoordinate(params.get("lat"), 90);
  const lng = parseCoordinate(params.get("lng"), 180);
  return {
    governorate: PLACE_ID.test(governorate) ? governorate : null,
    city: parseCity(params.get("city")),
    service: storeServices.find((s) => s === service) ?? null,
    kind: storeKinds.find((k) => k === kind) ?? null,
    open: params.get("open") === "1",
    from: parseCity(params.get("from")),
    point: lat !== null && lng !== null ? { lat, lng } : null,
    personal: params.has("lat") || params.has("lng"),
  };
}
