import { expect, test } from "vitest";
import { IRAQ_BOUNDS, storesFileSchema } from "../contracts/place-files.ts";
import { weekdays } from "../contracts/places.ts";
import { readPlaces, readStores } from "../seed/places-steps.server.ts";

const { governorates } = readPlaces();
const { stores } = readStores();
const cityOf = new Map(governorates.flatMap((g) => g.cities.map((c) => [`${g.id}/${c.id}`, c] as const)));

/** Great-circle distance in km. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

// Letters Arabic writes and Sorani does not (ي ك ة ى): a Kurdish name holding one was copied from Arabic.
const ARABIC_ONLY = /[\u064A\u0643\u0629\u0649]/;

test("every governorate of Iraq is there, the Kurdistan Region's with their Sorani names", () => {
  const byId = new Map(governorates.map((g) => [g.id, g]));
  expect(governorates).toHaveLength(19);
  expect(byId.get("erbil")?.name.ku).toBe("هەولێر");
  expect(byId.get("sulaymaniyah")?.name.ku).toBe("سلێمانی");
  expect(byId.get("duhok")?.name.ku).toBe("دهۆک");
  expect(byId.get("halabja")?.name.ku).toBe("هەڵەبجە");
  for (const id of ["erbil", "sulaymaniyah", "duhok", "halabja"]) expect(byId.get(id)?.zone, id).toBe("kurdistan");
  expect(byId.get("baghdad")?.zone).toBe("baghdad");
});

test("each main city has several districts, and every Kurdish name is Sorani spelling, not Arabic", () => {
  for (const g of governorates) {
    const [main] = g.cities;
    expect(main?.districts.length ?? 0, g.id).toBeGreaterThanOrEqual(3);
    const names = [g, ...g.cities, ...g.cities.flatMap((c) => c.districts)].map((p) => p.name.ku);
    expect(
      names.filter((n) => ARABIC_ONLY.test(n)),
      g.id,
    ).toEqual([]);
  }
});

test("there are at least 60 stores and every governorate, Halabja included, has one", () => {
  expect(stores.length).toBeGreaterThanOrEqual(60);
  const covered = new Set(stores.map((s) => s.governorate));
  for (const g of governorates) expect(covered, g.id).toContain(g.id);
});

test("every store is in a city and district that exist, inside Iraq and within 15 km of its city centre", () => {
  for (const s of stores) {
    const city = cityOf.get(`${s.governorate}/${s.city}`);
    expect(city, s.id).toBeDefined();
    if (!city) continue;
    if (s.district)
      expect(
        city.districts.map((d) => d.id),
        s.id,
      ).toContain(s.district);
    expect(s.latitude, s.id).toBeGreaterThan(IRAQ_BOUNDS.south);
    expect(s.latitude, s.id).toBeLessThan(IRAQ_BOUNDS.north);
    expect(s.longitude, s.id).toBeGreaterThan(IRAQ_BOUNDS.west);
    expect(s.longitude, s.id).toBeLessThan(IRAQ_BOUNDS.east);
    expect(km(s, city), s.id).toBeLessThan(15);
  }
});

test("every store opens on some day, and many hand out online orders", () => {
  for (const s of stores)
    expect(
      weekdays.some((d) => s.hours[d].length > 0),
      s.id,
    ).toBe(true);
  expect(stores.filter((s) => s.services.includes("order_pickup")).length).toBeGreaterThanOrEqual(40);
  expect(stores.filter((s) => ARABIC_ONLY.test(s.name.ku + s.address.ku)).map((s) => s.id)).toEqual([]);
});

test("the stores schema refuses malformed hours, a foreign phone and a swapped coordinate, naming the field", () => {
  const [first] = stores;
  if (!first) throw new Error("no stores");
  const store = { ...first, phone: "+9647801234567" };
  const cases: [object, string][] = [
    [{ ...store, hours: { ...store.hours, monday: [{ opens: "21:00", closes: "09:00" }] } }, "hours.monday.0.closes"],
    [
      {
        ...store,
        hours: {
          ...store.hours,
          sunday: [
            { opens: "09:00", closes: "14:00" },
            { opens: "13:00", closes: "20:00" },
          ],
        },
      },
      "hours.sunday",
    ],
    [{ ...store, hours: { ...store.hours, friday: [{ opens: "9:00", closes: "21:00" }] } }, "hours.friday.0.opens"],
    [{ ...store, phone: "+12025550123" }, "phone"],
    [{ ...store, latitude: store.longitude, longitude: store.latitude }, "latitude"],
  ];
  for (const [bad, path] of cases) {
    const result = storesFileSchema.safeParse({ stores: [bad] });
    expect(result.success, path).toBe(false);
    expect(
      result.error?.issues.map((i) => i.path.slice(2).join(".")),
      path,
    ).toContain(path);
  }
  expect(storesFileSchema.safeParse({ stores: [store, store] }).success).toBe(false);
});

test("authorised dealers are listed beside the stores, spread over governorates, without a business desk", () => {
  const dealers = stores.filter((s) => s.kind === "dealer");
  expect(dealers.length).toBeGreaterThanOrEqual(20);
  expect(new Set(dealers.map((s) => s.governorate)).size).toBeGreaterThanOrEqual(12);
  expect(dealers.filter((s) => s.services.includes("business"))).toEqual([]);
  expect(stores.filter((s) => s.kind === "store").every((s) => s.services.includes("sim_registration"))).toBe(true);
  // Some dealers stay open past midnight: "open now" must know the day they opened on.
  expect(dealers.some((s) => weekdays.some((d) => (s.hours[d].at(-1)?.closes ?? "") > "24:00"))).toBe(true);
});
