import { sql } from "drizzle-orm";
import type { PlacesFile } from "../../contracts/place-files.ts";
import type { Db } from "../../db/client.server.ts";
import { cities, districts, governorates } from "../../db/schema/index.ts";

/**
 * Inserts or updates every governorate, city and district of the file, keeping the file's order.
 * Nothing is deleted: a store or an order may still name a place the file no longer lists.
 */
export async function savePlaces(db: Db, file: PlacesFile): Promise<Record<string, number>> {
  const counts = { governorates: 0, cities: 0, districts: 0 };
  for (const [g, governorate] of file.governorates.entries()) {
    const values = { zone: governorate.zone, name: governorate.name, sortOrder: g };
    await db
      .insert(governorates)
      .values({ id: governorate.id, ...values })
      .onConflictDoUpdate({ target: governorates.id, set: values });
    counts.governorates++;
    for (const [c, city] of governorate.cities.entries()) {
      const cityValues = { name: city.name, latitude: city.latitude, longitude: city.longitude, sortOrder: c };
      await db
        .insert(cities)
        .values({ governorate: governorate.id, id: city.id, ...cityValues })
        .onConflictDoUpdate({ target: [cities.governorate, cities.id], set: cityValues });
      counts.cities++;
      if (city.districts.length === 0) continue;
      await db
        .insert(districts)
        .values(
          city.districts.map((d, i) => ({
            governorate: governorate.id,
            city: city.id,
            id: d.id,
            name: d.name,
            sortOrder: i,
          })),
        )
        .onConflictDoUpdate({
          target: [districts.governorate, districts.city, districts.id],
          set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
        });
      counts.districts += city.districts.length;
    }
  }
  return counts;
}
