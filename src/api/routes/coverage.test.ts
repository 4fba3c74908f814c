import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCoveredPlace } from "../../../tests/factories/coverage.ts";

const get = (api: ReturnType<typeof testApi>, path: string, language = "en") =>
  call(api, path, { headers: { "Accept-Language": language } });

test("GET /coverage answers 4G and 3G per city of a governorate, or of one city, in the caller's language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const { governorate } = await makeCoveredPlace(db);
    const all = await get(api, `/api/v1/coverage?governorate=${governorate}`, "ar");
    expect(all.status).toBe(200);
    expect(all.headers.get("Cache-Control")).toContain("public");
    expect(await all.json()).toEqual({
      governorate: { id: governorate, name: "محافظة الاختبار" },
      measuredOn: "2026-10-31",
      cities: [
        { id: "testabad", name: "تست آباد", lte: "full", umts: "full" },
        { id: "farville", name: "المدينة البعيدة", lte: "partial", umts: "full" },
      ],
    });
    const one = await (await get(api, `/api/v1/coverage?governorate=${governorate}&city=farville`)).json();
    expect(one.cities).toEqual([{ id: "farville", name: "Farville", lte: "partial", umts: "full" }]);
  }));

test("every seeded city has coverage, and Erbil city has 4G throughout", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const places: { id: string; cities: { id: string }[] }[] = await (await get(api, "/api/v1/places")).json();
    for (const g of places) {
      const coverage = await (await get(api, `/api/v1/coverage?governorate=${g.id}`)).json();
      expect(
        coverage.cities.map((c: { id: string }) => c.id),
        g.id,
      ).toEqual(g.cities.map((c) => c.id));
    }
    const erbil = await (await get(api, "/api/v1/coverage?governorate=erbil&city=erbil")).json();
    expect(erbil.cities).toEqual([{ id: "erbil", name: "Erbil", lte: "full", umts: "full" }]);
  }));

test("an unknown place is a 404 and a malformed one a 422, each with a message in the caller's language", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const unknown = await get(api, "/api/v1/coverage?governorate=erbil&city=atlantis", "ckb");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: "coverage_place_not_found",
      message: "زانیاریی پۆشش بۆ ئەم شوێنە لامان نییە. پارێزگا و شارێک لە لیستەکە هەڵبژێرە.",
    });
    expect((await get(api, "/api/v1/coverage?governorate=Erbil%20City")).status).toBe(422);
    expect((await get(api, "/api/v1/coverage")).status).toBe(422);
  }));
