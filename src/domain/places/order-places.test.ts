import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { makePlace, makeStores, storeFile } from "../../../tests/factories/places.ts";
import { deliveryArea, pickupStore } from "./order-places.ts";

test("an open store that hands out orders is a pick-up point with its governorate's zone", () =>
  withRollback(async (_, db) => {
    const place = await makePlace(db, "kurdistan");
    const [store] = await makeStores(db, storeFile(place));
    expect(await pickupStore(db, store?.id ?? "")).toEqual({
      id: store?.id,
      governorate: place.governorate,
      zone: "kurdistan",
    });
  }));

test("a store without order pick-up, a closed store and an unknown id are no pick-up point", () =>
  withRollback(async (_, db) => {
    const place = await makePlace(db);
    const [noPickup, closed] = await makeStores(
      db,
      storeFile(place, { services: ["sim_sale", "bill_payment"] }),
      storeFile(place, { active: false }),
    );
    expect(await pickupStore(db, noPickup?.id ?? "")).toBeNull();
    expect(await pickupStore(db, closed?.id ?? "")).toBeNull();
    expect(await pickupStore(db, "no-such-store")).toBeNull();
  }));

test("a delivery address is accepted with or without a district of its city, and answers the zone", () =>
  withRollback(async (_, db) => {
    const place = await makePlace(db, "kurdistan");
    const area = { governorate: place.governorate, city: "testabad", zone: "kurdistan" };
    expect(await deliveryArea(db, { governorate: place.governorate, city: "testabad" })).toEqual(area);
    expect(await deliveryArea(db, { governorate: place.governorate, city: "testabad", district: "south" })).toEqual(
      area,
    );
    expect(await deliveryArea(db, { governorate: place.governorate, city: "testabad", district: undefined })).toEqual(
      area,
    );
  }));

test("a delivery address whose governorate, city or district does not exist, or do not belong together, is null", () =>
  withRollback(async (_, db) => {
    const place = await makePlace(db);
    const other = await makePlace(db);
    expect(await deliveryArea(db, { governorate: "atlantis", city: "testabad" })).toBeNull();
    expect(await deliveryArea(db, { governorate: place.governorate, city: "nowhere" })).toBeNull();
    expect(await deliveryArea(db, { governorate: place.governorate, city: "testabad", district: "east" })).toBeNull();
    // The city exists, but in another governorate than the one named with it.
    expect(await deliveryArea(db, { governorate: other.governorate, city: "erbil" })).toBeNull();
  }));

test("the seeded places know the Kurdistan Region and Baghdad, as the order form will send them", () =>
  withRollback(async (_, db) => {
    expect(await deliveryArea(db, { governorate: "halabja", city: "halabja" })).toMatchObject({ zone: "kurdistan" });
    expect(await deliveryArea(db, { governorate: "baghdad", city: "baghdad", district: "karrada" })).toMatchObject({
      zone: "baghdad",
    });
    expect(await deliveryArea(db, { governorate: "baghdad", city: "erbil" })).toBeNull();
  }));
