import { expect, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makePlace, makeStores, storeFile } from "../../../tests/factories/places.ts";
import { DomainError } from "../errors.ts";
import { listPlaces } from "./places.ts";
import { getStore, listStores } from "./stores.ts";

test("stores are filtered by governorate, city and service, and closed stores are left out", () =>
  withRollback(async (_, db) => {
    const place = await makePlace(db);
    const [pickup, repair] = await makeStores(
      db,
      storeFile(place),
      storeFile(place, { services: ["repair", "device_sale"], district: "south" }),
      storeFile(place, { active: false }),
    );
    const ctx = testContext(db);
    const ids = async (input: Parameters<typeof listStores>[0]["input"]) =>
      (await listStores({ ctx, input })).map((s) => s.id);
    expect(await ids({ governorate: place.governorate })).toEqual([pickup?.id, repair?.id]);
    expect(await ids({ governorate: place.governorate, service: "repair" })).toEqual([repair?.id]);
    expect(await ids({ governorate: place.governorate, city: "elsewhere" })).toEqual([]);
    expect(await ids({ governorate: "atlantis" })).toEqual([]);
  }));

test("a store reads in the caller's language, with its governorate, city and district named", () =>
  withRollback(async (_, db) => {
    const place = await makePlace(db);
    const [store] = await makeStores(db, storeFile(place));
    const view = await getStore({ ctx: testContext(db, { locale: "ku" }), input: { id: store?.id ?? "" } });
    expect(view).toMatchObject({
      name: store?.name.ku,
      address: "شەقامی سەرەکی",
      governorate: { id: place.governorate, name: "پارێزگای تاقیکردنەوە" },
      city: { id: "testabad", name: "تێستاوا" },
      district: { id: "north", name: "گەڕەکی باکوور" },
      phone: "+9647801234567",
    });
    expect(view.hours.friday).toEqual([]);
  }));

test("a closed or unknown store is not found", () =>
  withRollback(async (_, db) => {
    const place = await makePlace(db);
    const [closed] = await makeStores(db, storeFile(place, { active: false }));
    for (const id of [closed?.id ?? "", "no-such-store"]) {
      await expect(getStore({ ctx: testContext(db), input: { id } })).rejects.toSatisfy(
        (e) => e instanceof DomainError && e.code === "store_not_found",
      );
    }
  }));

test("places list governorates with their cities and districts in the caller's language", () =>
  withRollback(async (_, db) => {
    const place = await makePlace(db);
    const places = await listPlaces({ ctx: testContext(db, { locale: "ar" }) });
    expect(places.find((g) => g.id === place.governorate)).toEqual({
      id: place.governorate,
      name: "محافظة الاختبار",
      zone: "central",
      cities: [
        {
          id: "testabad",
          name: "تست آباد",
          latitude: 33.3,
          longitude: 44.4,
          districts: [
            { id: "north", name: "الحي الشمالي" },
            { id: "south", name: "الحي الجنوبي" },
          ],
        },
      ],
    });
  }));
