/**
 * The coverage checker (`/coverage`): 4G and 3G per city of a governorate, named in the caller's
 * language, for the business "check 4G at your site" and home-internet pages.
 */
import { z } from "zod";
import { coverageLevels } from "../coverage-values.ts";
import { placeId } from "../places.ts";
import { defineOperation } from "./operation.ts";

const level = z.enum(coverageLevels).meta({
  description:
    "full: the whole built-up area, indoors too; partial: the centre and main roads, outdoors or near a window elsewhere; none: not in service",
});

export const coverageQuery = z.object({
  governorate: placeId.meta({ example: "erbil" }),
  city: placeId
    .optional()
    .meta({ description: "One city of the governorate; without it, all of them", example: "soran" }),
});
export type CoverageQuery = z.output<typeof coverageQuery>;

export const coverageView = z
  .object({
    governorate: z.object({ id: z.string(), name: z.string() }),
    measuredOn: z.iso.date().meta({ description: "The day the figures were last checked against the network" }),
    cities: z.array(z.object({ id: z.string(), name: z.string(), lte: level, umts: level })),
  })
  .meta({ id: "Coverage" });
export type CoverageView = z.output<typeof coverageView>;

export const getCoverageOp = defineOperation({
  method: "get",
  path: "/coverage",
  tags: ["Places"],
  auth: "apiKey",
  summary: "4G and 3G coverage in a governorate's cities, or in one of them",
  query: coverageQuery,
  success: { status: 200, description: "Coverage by city, in the places' order", schema: coverageView },
  errors: [404, 422],
});
