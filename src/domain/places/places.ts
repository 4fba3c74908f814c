import { asc } from "drizzle-orm";
import type { GovernorateView } from "../../contracts/api/places.ts";
import { cities, districts, governorates } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";

/** Every governorate with its cities and their districts, in the caller's language, in file order. */
export async function listPlaces({ ctx }: ServiceCall): Promise<GovernorateView[]> {
  const [govs, cityRows, districtRows] = await Promise.all([
    ctx.db.select().from(governorates).orderBy(asc(governorates.sortOrder)),
    ctx.db.select().from(cities).orderBy(asc(cities.sortOrder)),
    ctx.db.select().from(districts).orderBy(asc(districts.sortOrder)),
  ]);
  const name = (n: { name: Record<typeof ctx.locale, string> }) => n.name[ctx.locale];
  return govs.map((g) => ({
    id: g.id,
    name: name(g),
    zone: g.zone,
    cities: cityRows
      .filter((c) => c.governorate === g.id)
      .map((c) => ({
        id: c.id,
        name: name(c),
        latitude: c.latitude,
        longitude: c.longitude,
        districts: districtRows
          .filter((d) => d.governorate === g.id && d.city === c.id)
          .map((d) => ({ id: d.id, name: name(d) })),
      })),
  }));
}
