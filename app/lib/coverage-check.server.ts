import { ApiClientError } from "../../src/client/api-client.ts";
import { type CoverageView, getCoverageOp } from "../../src/contracts/api/coverage.ts";
import { listPlacesOp } from "../../src/contracts/api/places.ts";
import type { apiFor } from "./api.server.ts";
import { parseCoverageQuery } from "./coverage-query.ts";
import { apiText, type FormText, messageKey } from "./form-text.ts";

export type CoverageCheck = {
  governorate: string | null;
  /** "governorate/city", as the city select sends it. */
  city: string | null;
  result: CoverageView | null;
  error: FormText | null;
  governorates: { id: string; name: string }[];
  cities: { name: string; cities: { value: string; name: string }[] }[];
};

/**
 * The coverage checker's part of a page: the places for its selects and, when the address names a
 * place, that place's coverage. A place we do not know answers 404 and a malformed address 400,
 * each with words for the visitor beside the form, never a 500.
 */
export async function loadCoverageCheck(
  api: ReturnType<typeof apiFor>,
  params: URLSearchParams,
): Promise<{ check: CoverageCheck; status: 200 | 400 | 404 | 422 }> {
  const asked = parseCoverageQuery(params);
  const places = await api.call(listPlacesOp);
  const check: CoverageCheck = {
    governorate: null,
    city: null,
    result: null,
    error: null,
    governorates: places.map((g) => ({ id: g.id, name: g.name })),
    cities: places.map((g) => ({
      name: g.name,
      cities: g.cities.map((c) => ({ value: `${g.id}/${c.id}`, name: c.name })),
    })),
  };
  if (asked.kind === "none") return { check, status: 200 };
  if (asked.kind === "malformed")
    return { check: { ...check, error: messageKey("coverage.error.choose") }, status: 400 };
  const placed = { ...check, governorate: asked.governorate, city: asked.city && `${asked.governorate}/${asked.city}` };
  try {
    const query = asked.city
      ? { governorate: asked.governorate, city: asked.city }
      : { governorate: asked.governorate };
    return { check: { ...placed, result: await api.call(getCoverageOp, { query }) }, status: 200 };
  } catch (error) {
    if (!(error instanceof ApiClientError) || (error.status !== 404 && error.status !== 422)) throw error;
    return { check: { ...placed, error: apiText(error.message) }, status: error.status };
  }
}
