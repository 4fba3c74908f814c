import { and, asc, desc, ilike, sql } from "drizzle-orm";
import type { Handset } from "../../contracts/handsets.ts";
import type { Db } from "../../db/client.server.ts";
import { handsets } from "../../db/schema/index.ts";

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, " ")
    .trim();
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Phones matching what a visitor typed: every word must appear in the brand, model or a model
 * code, so "a15", "galaxy a15" and "SM-A155F" all find the Galaxy A15. Exact model names first.
 */
export async function searchHandsets(db: Db, query: string, limit = 10) {
  const words = normalize(query).split(" ").filter(Boolean).slice(0, 6);
  if (words.length === 0) return [];
  const exact = normalize(query);
  return db
    .select({
      brand: handsets.brand,
      model: handsets.model,
      year: handsets.year,
      lte: handsets.lte,
      volte: handsets.volte,
    })
    .from(handsets)
    .where(and(...words.map((w) => ilike(handsets.searchText, `%${escapeLike(w)}%`))))
    .orderBy(
      desc(sql`lower(${handsets.model}) = ${exact} or lower(${handsets.brand} || ' ' || ${handsets.model}) = ${exact}`),
      desc(handsets.year),
      asc(handsets.model),
    )
    .limit(limit);
}

/** Inserts or replaces the handset list (seed). */
export async function saveHandsets(db: Db, list: Handset[]): Promise<void> {
  for (const h of list) {
    const values = { ...h, searchText: normalize([h.brand, h.model, ...h.aliases].join(" ")) };
    await db
      .insert(handsets)
      .values(values)
      .onConflictDoUpdate({ target: [handsets.brand, handsets.model], set: values });
  }
}
