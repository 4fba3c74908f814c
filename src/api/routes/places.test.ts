import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { makePlace, makeStores, storeFile } from "../../../tests/factories/places.ts";

const get = (api: ReturnType<typeof testApi>, path: string, language = "en") =>
  call(api, path, { headers: { "Accept-Language": language } });

test("places name the Kurdistan Region's governorates in English, Arabic and Sorani", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const names: Record<string, string | undefined> = {};
    for (const language of ["en", "ar", "ckb"]) {
      const response = await get(api, "/api/v1/places", language);
      expect(response.status).toBe(200);
      const places: { id: string; name: string; zone: string; cities: { id: string }[] }[] = await response.json();
      names[language] = places.find((g) => g.id === "sulaymaniyah")?.name;
      expect(places.find((g) => g.id === "halabja")?.zone).toBe("kurdistan");
    }
    expect(names).toEqual({ en: "Sulaymaniyah", ar: "السليمانية", ckb: "سلێمانی" });
  }));

test("stores filter by governorate and service, each with its places named in the request language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const place = await makePlace(db);
    const [pickup] = await makeStores(db, storeFile(place), storeFile(place, { services: ["repair"] }));
    const response = await get(api, `/api/v1/stores?governorate=${place.governorate}&service=order_pickup`, "ar");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    const stores = await response.json();
    expect(stores).toEqual([
      expect.objectContaining({
        id: pickup?.id,
        name: pickup?.name.ar,
        governorate: { id: place.governorate, name: "محافظة الاختبار" },
        district: { id: "north", name: "الحي الشمالي" },
        services: ["sim_sale", "bill_payment", "order_pickup"],
      }),
    ]);
  }));

test("one store in Sorani; an unknown store is a 404 in the caller's language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const [store] = await makeStores(db, storeFile(await makePlace(db)));
    const found = await get(api, `/api/v1/stores/${store?.id}`, "ckb");
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ name: store?.name.ku, city: { name: "تێستاوا" } });

    const missing = await get(api, "/api/v1/stores/no-such-store", "ckb");
    expect(missing.status).toBe(404);
    const body = await missing.json();
    expect(body.code).toBe("store_not_found");
    expect(body.message).toMatch(/[ەێۆ]/);
  }));

test("a malformed filter is a 422 naming the field, not a 500 or an empty list", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    for (const [query, field] of [
      ["service=teleport", "service"],
      ["governorate=Baghdad%20City", "governorate"],
      [`city=${"x".repeat(61)}`, "city"],
    ]) {
      const response = await get(api, `/api/v1/stores?${query}`);
      expect(response.status, query).toBe(422);
      const body = await response.json();
      expect(
        body.fields.map((f: { path: string }) => f.path),
        query,
      ).toContain(field);
    }
    expect((await get(api, "/api/v1/stores/Not%20An%20Id")).status).toBe(422);
  }));

test("a store added after a list was read shows in the next list: the stores table moves the content version", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", PAGE_CACHE_CHECK_MS: "0" }) });
    const place = await makePlace(db);
    const path = `/api/v1/stores?governorate=${place.governorate}`;
    expect(await (await get(api, path)).json()).toEqual([]);
    const [store] = await makeStores(db, storeFile(place));
    const ids = (await (await get(api, path)).json()).map((s: { id: string }) => s.id);
    expect(ids).toEqual([store?.id]);
  }));

test("nearest stores from a point in Erbil: Erbil's first, each with a distance; a bad point is a 422", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const response = await get(api, "/api/v1/stores/nearest?lat=36.1911&lng=44.0092&limit=3", "ckb");
    expect(response.status).toBe(200);
    const stores: { governorate: { id: string }; distanceKm: number; name: string }[] = await response.json();
    expect(stores).toHaveLength(3);
    expect(stores.map((s) => s.governorate.id)).toEqual(["erbil", "erbil", "erbil"]);
    expect(stores.map((s) => s.distanceKm)).toEqual([...stores.map((s) => s.distanceKm)].sort((a, b) => a - b));
    expect(stores[0]?.name).toMatch(/[ەێۆ]/);
    for (const query of [
      "lat=91&lng=44",
      "lat=x&lng=44",
      "lng=44",
      "lat=33&lng=44&limit=0",
      "lat=33&lng=44&service=teleport",
    ]) {
      expect((await get(api, `/api/v1/stores/nearest?${query}`)).status, query).toBe(422);
    }
  }));
