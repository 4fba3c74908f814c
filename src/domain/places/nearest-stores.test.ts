import { expect, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makePlace, makeStores, storeFile } from "../../../tests/factories/places.ts";
import { nearestStores } from "./nearest-stores.ts";

/** Three far-apart stores of a test governorate: one in Baghdad, Erbil and Basra each. */
async function threeCities(db: Parameters<typeof makeStores>[0]) {
  const place = await makePlace(db);
  const [baghdad, erbil, basra] = await makeStores(
    db,
    storeFile(place, { latitude: 33.3152, longitude: 44.3661 }),
    storeFile(place, { latitude: 36.1911, longitude: 44.0092, services: ["sim_sale", "repair"] }),
    storeFile(place, { latitude: 30.5085, longitude: 47.7804 }),
  );
  return { ids: { baghdad: baghdad?.id, erbil: erbil?.id, basra: basra?.id } };
}

const near = (db: Parameters<typeof testContext>[0], input: Parameters<typeof nearestStores>[0]["input"]) =>
  nearestStores({ ctx: testContext(db), input });

test("from Baghdad, Erbil and Basra the nearest store is that city's, then the others by distance", () =>
  withRollback(async (_, db) => {
    const { ids } = await threeCities(db);
    const ours = (list: { id: string }[]) => list.map((s) => s.id).filter((id) => Object.values(ids).includes(id));
    // From Tahrir Square, Baghdad: Erbil (about 320 km) is nearer than Basra (about 450 km).
    const fromBaghdad = await near(db, { lat: 33.3346, lng: 44.4009, limit: 200 });
    expect(ours(fromBaghdad)).toEqual([ids.baghdad, ids.erbil, ids.basra]);
    expect(ours(await near(db, { lat: 36.19, lng: 44.01, limit: 200 }))).toEqual([ids.erbil, ids.baghdad, ids.basra]);
    expect(ours(await near(db, { lat: 30.51, lng: 47.78, limit: 200 }))).toEqual([ids.basra, ids.baghdad, ids.erbil]);
  }));

test("distances are in km to one decimal, measured from the point rounded to two decimals", () =>
  withRollback(async (_, db) => {
    const { ids } = await threeCities(db);
    const list = await near(db, { lat: 33.3346, lng: 44.4009, limit: 200 });
    const km = (id: string | undefined) => list.find((s) => s.id === id)?.distanceKm;
    // 33.33,44.40 to the Baghdad store at 33.3152,44.3661: about 3.5 km.
    expect(km(ids.baghdad)).toBeCloseTo(3.5, 0);
    expect(km(ids.erbil)).toBeGreaterThan(315);
    expect(km(ids.erbil)).toBeLessThan(330);
    expect(km(ids.basra)).toBeGreaterThan(440);
    expect(km(ids.basra)).toBeLessThan(460);
    expect(Number.isInteger((km(ids.basra) ?? 0) * 10)).toBe(true);
    // A point a few metres away answers the same: the precise location is never used.
    expect(await near(db, { lat: 33.33461, lng: 44.40093, limit: 200 })).toEqual(list);
  }));

test("a service filter and the limit apply; nearest first still", () =>
  withRollback(async (_, db) => {
    const { ids } = await threeCities(db);
    const repair = await near(db, { lat: 30.51, lng: 47.78, service: "repair", limit: 200 });
    expect(repair.map((s) => s.id)).toContain(ids.erbil);
    expect(repair.every((s) => s.services.includes("repair"))).toBe(true);
    const two = await near(db, { lat: 36.19, lng: 44.01, limit: 2 });
    expect(two).toHaveLength(2);
    expect(two[0]?.distanceKm).toBeLessThanOrEqual(two[1]?.distanceKm ?? 0);
  }));
