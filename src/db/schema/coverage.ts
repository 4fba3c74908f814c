import { sql } from "drizzle-orm";
import { check, date, foreignKey, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { coverageLevels } from "../../contracts/coverage-values.ts";
import { cities } from "./places.ts";

const level = (column: string) => sql.raw(`${column} in (${coverageLevels.map((v) => `'${v}'`).join(", ")})`);

/** How far 4G and 3G reach in each city (seeded from content/places/coverage.json). */
export const cityCoverage = pgTable(
  "city_coverage",
  {
    governorate: text("governorate").notNull(),
    city: text("city").notNull(),
    lte: text("lte", { enum: coverageLevels }).notNull(),
    umts: text("umts", { enum: coverageLevels }).notNull(),
    measuredOn: date("measured_on", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.governorate, t.city] }),
    foreignKey({ columns: [t.governorate, t.city], foreignColumns: [cities.governorate, cities.id] }).onDelete(
      "cascade",
    ),
    check("city_coverage_lte_known", level("lte")),
    check("city_coverage_umts_known", level("umts")),
    // Phones without 4G fall back to 3G: a city with 4G and no 3G is a typo in the data.
    check("city_coverage_lte_has_umts", sql`${t.lte} = 'none' or ${t.umts} <> 'none'`),
  ],
);
