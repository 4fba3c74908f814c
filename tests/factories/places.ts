import { randomBytes } from "node:crypto";
import type { StoreFile } from "../../src/contracts/place-files.ts";
import type { WeekHours } from "../../src/contracts/places.ts";
import type { Db } from "../../src/db/client.server.ts";
import { savePlaces } from "../../src/domain/places/save-places.ts";
import { saveStores } from "../../src/domain/places/save-stores.ts";

const day = [{ opens: "09:00", closes: "21:00" }];

/** Saturday to Thursday 09:00–21:00, Friday closed. */
export const usualHours: WeekHours = {
  saturday: day,
  sunday: day,
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: [],
};

/**
 * A governorate of its own (so tests never lean on the seeded places), in the given zone, with one
 * city, Testabad, and two districts, north and south.
 */
export async function makePlace(db: Db, zone: "central" | "kurdistan" = "central") {
  const governorate = `test-gov-${randomBytes(4).toString("hex")}`;
  await savePlaces(db, {
    governorates: [
      {
        id: governorate,
        zone,
        name: { en: "Testland", ar: "محافظة الاختبار", ku: "پارێزگای تاقیکردنەوە" },
        cities: [
          {
            id: "testabad",
            name: { en: "Testabad", ar: "تست آباد", ku: "تێستاوا" },
            latitude: 33.3,
            longitude: 44.4,
            districts: [
              { id: "north", name: { en: "North Quarter", ar: "الحي الشمالي", ku: "گەڕەکی باکوور" } },
              { id: "south", name: { en: "South Quarter", ar: "الحي الجنوبي", ku: "گەڕەکی باشوور" } },
            ],
          },
        ],
      },
    ],
  });
  return { governorate, city: "testabad" };
}

/** A store file entry in the place `makePlace` made; every service unless told. */
export function storeFile(place: { governorate: string; city: string }, overrides: Partial<StoreFile> = {}): StoreFile {
  const id = `test-store-${randomBytes(4).toString("hex")}`;
  return {
    id,
    kind: "store",
    name: { en: `Zain Test ${id}`, ar: `زين الاختبار ${id}`, ku: `زەین تاقیکردنەوە ${id}` },
    governorate: place.governorate,
    city: place.city,
    district: "north",
    address: { en: "Main Street", ar: "الشارع الرئيسي", ku: "شەقامی سەرەکی" },
    latitude: 33.31,
    longitude: 44.41,
    hours: usualHours,
    services: ["sim_sale", "bill_payment", "order_pickup"],
    phone: "+9647801234567",
    active: true,
    ...overrides,
  };
}

/** Saves stores as the seed would. */
export async function makeStores(db: Db, ...stores: StoreFile[]): Promise<StoreFile[]> {
  await saveStores(db, stores, "seed");
  return stores;
}
