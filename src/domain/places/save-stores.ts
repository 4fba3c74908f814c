import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { StoreFile } from "../../contracts/place-files.ts";
import type { Db } from "../../db/client.server.ts";
import { cities, districts, stores } from "../../db/schema/index.ts";

export type StoreSource = (typeof stores.$inferSelect)["source"];

/**
 * One line per store whose governorate, city or district is not among the places, so that a file
 * is refused as a whole with every mistake named, rather than failing on a foreign key one at a time.
 */
export async function unknownPlaces(db: Db, list: StoreFile[]): Promise<string[]> {
  const governorateIds = [...new Set(list.map((s) => s.governorate))];
  const [cityRows, districtRows] = await Promise.all([
    db
      .select({ governorate: cities.governorate, id: cities.id })
      .from(cities)
      .where(inArray(cities.governorate, governorateIds)),
    db
      .select({ governorate: districts.governorate, city: districts.city, id: districts.id })
      .from(districts)
      .where(inArray(districts.governorate, governorateIds)),
  ]);
  const known = new Set([
    ...cityRows.flatMap((c) => [c.governorate, `${c.governorate}/${c.id}`]),
    ...districtRows.map((d) => `${d.governorate}/${d.city}/${d.id}`),
  ]);
  return list.flatMap((s, index): string[] => {
    const where = `stores[${index}] (${s.id})`;
    if (!known.has(s.governorate)) return [`${where}: no governorate "${s.governorate}"`];
    if (!known.has(`${s.governorate}/${s.city}`)) return [`${where}: no city "${s.city}" in ${s.governorate}`];
    if (s.district && !known.has(`${s.governorate}/${s.city}/${s.district}`))
      return [`${where}: no district "${s.district}" in ${s.governorate}/${s.city}`];
    return [];
  });
}

export type SavedStore = { id: string; created: boolean; before: typeof stores.$inferSelect | null };

/**
 * Inserts or replaces each store by id, in the list's order (their order on the locator), marking
 * where it came from. The caller has checked the places (`unknownPlaces`).
 */
export async function saveStores(db: Db, list: StoreFile[], source: StoreSource): Promise<SavedStore[]> {
  const ids = list.map((s) => s.id);
  const existing = ids.length ? await db.select().from(stores).where(inArray(stores.id, ids)) : [];
  const before = new Map(existing.map((row) => [row.id, row]));
  const saved: SavedStore[] = [];
  for (const [index, store] of list.entries()) {
    const values = { ...store, district: store.district ?? null, source, sortOrder: index, updatedAt: new Date() };
    await db.insert(stores).values(values).onConflictDoUpdate({ target: stores.id, set: values });
    saved.push({ id: store.id, created: !before.has(store.id), before: before.get(store.id) ?? null });
  }
  return saved;
}

/** Closes every open store not in `keep` (an import that replaces the whole list); answers their ids. */
export async function deactivateOthers(db: Db, keep: string[]): Promise<string[]> {
  const rows = await db
    .update(stores)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(stores.active, true), keep.length ? notInArray(stores.id, keep) : sql`true`))
    .returning({ id: stores.id });
  return rows.map((r) => r.id);
}

/** Whether an operator has imported stores: from then on the sample stores of the seed stay out. */
export async function hasImportedStores(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.source, "import")).limit(1);
  return row !== undefined;
}
