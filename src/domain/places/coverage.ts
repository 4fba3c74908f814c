import { and, asc, eq } from "drizzle-orm";
import type { CoverageQuery, CoverageView } from "../../contracts/api/coverage.ts";
import type { CoverageFile } from "../../contracts/coverage.ts";
import type { Db } from "../../db/client.server.ts";
import { cities, cityCoverage, governorates } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";

/**
 * 4G and 3G in a governorate's cities (or one of them), in the caller's language and the places'
 * order. A city with no coverage row yet is left out; a governorate or city we do not know, or one
 * with no coverage at all, is not found, so a page never shows an empty answer as if it were one.
 */
export async function getCoverage({ ctx, input }: ServiceCall<CoverageQuery>): Promise<CoverageView> {
  const [governorate] = await ctx.db.select().from(governorates).where(eq(governorates.id, input.governorate));
  if (!governorate) throw new DomainError("not_found", "coverage_place_not_found", { governorate: input.governorate });
  const rows = await ctx.db
    .select({ city: cities, lte: cityCoverage.lte, umts: cityCoverage.umts, measuredOn: cityCoverage.measuredOn })
    .from(cityCoverage)
    .innerJoin(cities, and(eq(cities.governorate, cityCoverage.governorate), eq(cities.id, cityCoverage.city)))
    .where(
      and(eq(cityCoverage.governorate, input.governorate), input.city ? eq(cityCoverage.city, input.city) : undefined),
    )
    .orderBy(asc(cities.sortOrder));
  if (rows.length === 0) {
    throw new DomainError("not_found", "coverage_place_not_found", {
      governorate: input.governorate,
      ...(input.city ? { city: input.city } : {}),
    });
  }
  return {
    governorate: { id: governorate.id, name: governorate.name[ctx.locale] },
    // The oldest check among the cities shown: the answer is no fresher than its stalest row.
    measuredOn: rows.map((r) => r.measuredOn).sort()[0] ?? "",
    cities: rows.map((r) => ({ id: r.city.id, name: r.city.name[ctx.locale], lte: r.lte, umts: r.umts })),
  };
}

/** Inserts or updates the coverage of every city in the file (seed); cities must exist already. */
export async function saveCoverage(db: Db, file: CoverageFile): Promise<Record<string, number>> {
  for (const c of file.cities) {
    const values = { lte: c.lte, umts: c.umts, measuredOn: file.measuredOn };
    await db
      .insert(cityCoverage)
      .values({ governorate: c.governorate, city: c.city, ...values })
      .onConflictDoUpdate({ target: [cityCoverage.governorate, cityCoverage.city], set: values });
  }
  return { cities: file.cities.length };
}
