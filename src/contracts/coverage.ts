/**
 * The coverage data file (content/places/coverage.json), which the seed loads: for each city of
 * content/places/places.json, how far 4G and 3G reach, as the operator's radio planning last
 * measured it.
 */
import { z } from "zod";
import { coverageLevels } from "./coverage-values.ts";
import { placeId } from "./places.ts";

export * from "./coverage-values.ts";

const level = z.enum(coverageLevels);

export const cityCoverageFile = z
  .object({ governorate: placeId, city: placeId, lte: level, umts: level })
  .strict()
  .refine((c) => c.lte === "none" || c.umts !== "none", {
    message: "a city with 4G has 3G too (phones without 4G fall back to it)",
    path: ["umts"],
  });
export type CityCoverageFile = z.output<typeof cityCoverageFile>;

export const coverageFileSchema = z
  .object({
    /** The day the figures were last checked against the network (YYYY-MM-DD). */
    measuredOn: z.iso.date(),
    cities: z
      .array(cityCoverageFile)
      .min(1)
      .superRefine((cities, ctx) => {
        const seen = new Set<string>();
        cities.forEach((c, i) => {
          const key = `${c.governorate}/${c.city}`;
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i], message: `${key} repeated` });
          seen.add(key);
        });
      }),
  })
  .strict();
export type CoverageFile = z.output<typeof coverageFileSchema>;
