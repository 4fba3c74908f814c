/**
 * What the order service asks of places: where a pick-up store is, and whether a delivery address's
 * governorate, city and district exist, with the delivery zone that prices and times the delivery.
 */
import { and, arrayContains, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { cities, districts, governorates, stores } from "../../db/schema/index.ts";

/** An open store that hands out online orders (`order_pickup`), with its zone; else null. */
export async function pickupStore(
  db: Db,
  storeId: string,
): Promise<{ id: string; governorate: string; zone: string } | null> {
  const [row] = await db
    .select({ id: stores.id, governorate: stores.governorate, zone: governorates.zone })
    .from(stores)
    .innerJoin(governorates, eq(governorates.id, stores.governorate))
    .where(and(eq(stores.id, storeId), eq(stores.active, true), arrayContains(stores.services, ["order_pickup"])));
  return row ?? null;
}

/** The delivery area of an address, or null when its governorate, city or district does not exist. */
export async function deliveryArea(
  db: Db,
  a: { governorate: string; city: string; district?: string | undefined },
): Promise<{ governorate: string; city: string; zone: string } | null> {
  const [row] = await db
    .select({ governorate: cities.governorate, city: cities.id, zone: governorates.zone })
    .from(cities)
    .innerJoin(governorates, eq(governorates.id, cities.governorate))
    .where(and(eq(cities.governorate, a.governorate), eq(cities.id, a.city)));
  if (!row) return null;
  if (a.district === undefined) return row;
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.governorate, a.governorate), eq(districts.city, a.city), eq(districts.id, a.district)));
  return district ? row : null;
}
