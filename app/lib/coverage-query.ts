/**
 * The coverage checker's address: `governorate` and `city` ("governorate/city", as the store
 * locator's forms send a city). Plain values, no zod, so the page's JavaScript stays small.
 */
import { PLACE_ID } from "../../src/contracts/place-values.ts";

/** The parameters the page reads, which are also its page-cache key. */
export const COVERAGE_QUERY = ["governorate", "city"] as const;

export type CoverageAsked =
  | { kind: "none" }
  | { kind: "place"; governorate: string; city: string | null }
  | { kind: "malformed" };

/**
 * What the visitor asked for. A city names its governorate; when the governorate select says
 * otherwise, the visitor changed the governorate after choosing a city (the city select keeps its
 * choice without JavaScript), so the governorate wins and the city is dropped.
 */
export function parseCoverageQuery(params: URLSearchParams): CoverageAsked {
  const governorate = params.get("governorate")?.trim() ?? "";
  const [cityGovernorate = "", city = "", ...rest] = (params.get("city")?.trim() ?? "").split("/");
  const hasCity = cityGovernorate !== "" || city !== "";
  if (governorate === "" && !hasCity) return { kind: "none" };
  if (hasCity && (rest.length > 0 || !PLACE_ID.test(cityGovernorate) || !PLACE_ID.test(city)))
    return { kind: "malformed" };
  if (governorate !== "" && !PLACE_ID.test(governorate)) return { kind: "malformed" };
  if (governorate !== "" && hasCity && governorate !== cityGovernorate)
    return { kind: "place", governorate, city: null };
  return hasCity ? { kind: "place", governorate: cityGovernorate, city } : { kind: "place", governorate, city: null };
}
