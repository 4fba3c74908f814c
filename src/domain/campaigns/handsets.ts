import { and, asc, desc, ilike, sql } from "drizzle-orm";
import type { HandsetMatch } from "../../contracts/api/campaigns.ts";
import type { Handset, HandsetQuery } from "../../contracts/handsets.ts";
import type { Db } from "../../db/client.server.ts";
import { handsets } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { handsetSearchWords } from "./handset-words.ts";

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, " ")
    .trim();
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** At most this many matches: a visitor looks for one phone. */
const MATCHES = 10;

/**
 * Phones matching what a visitor typed: every word must appear in the brand, model or a model
 * code, so "a15", "galaxy a15", "SM-A155F" and "غالاكسي A15" all find the Galaxy A15 (Arabic and
 * Kurdish spellings become the list's Latin words first). Exact model names first.
 */
export async function searchHandsets({ ctx, input }: ServiceCall<HandsetQuery>): Promise<HandsetMatch[]> {
  const words = handsetSearchWords(input.q).slice(0, 6);
  if (words.length === 0) return [];
  const exact = words.join(" ");
  return ctx.db
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
    .limit(MATCHES);
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
