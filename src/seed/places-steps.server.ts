import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import { type CoverageFile, coverageFileSchema } from "../contracts/coverage.ts";
import { type PlacesFile, placesFileSchema, type StoresFile, storesFileSchema } from "../contracts/place-files.ts";
import { saveCoverage } from "../domain/places/coverage.ts";
import { savePlaces } from "../domain/places/save-places.ts";
import { hasImportedStores, saveStores, unknownPlaces } from "../domain/places/save-stores.ts";
import type { SeedStep } from "./run-seed.server.ts";

const placesFile = fileURLToPath(new URL("../../content/places/places.json", import.meta.url));
const storesFile = fileURLToPath(new URL("../../content/places/stores.json", import.meta.url));
const coverageFile = fileURLToPath(new URL("../../content/places/coverage.json", import.meta.url));

function readJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

export const readPlaces = (): PlacesFile => readJson(placesFile, placesFileSchema);
export const readStores = (): StoresFile => readJson(storesFile, storesFileSchema);
export const readCoverage = (): CoverageFile => readJson(coverageFile, coverageFileSchema);

/** Governorates, cities and districts from content/places/places.json (reference data, every mode). */
export const placesStep: SeedStep = {
  name: "places",
  demoOnly: false,
  content: () => readPlaces(),
  run: ({ db }) => savePlaces(db, readPlaces()),
};

/**
 * The sample stores of content/places/stores.json, until the operator imports real ones
 * (`stores-import`): after that this step leaves the stores as the operator left them.
 */
export const storesStep: SeedStep = {
  name: "stores",
  demoOnly: false,
  content: () => readStores(),
  run: async ({ db }): Promise<Record<string, number>> => {
    if (await hasImportedStores(db)) return { stores: 0, skipped: 1 };
    const { stores } = readStores();
    const problems = await unknownPlaces(db, stores);
    if (problems.length > 0) throw new Error(`${storesFile}:\n${problems.join("\n")}`);
    await saveStores(db, stores, "seed");
    return { stores: stores.length };
  },
};

/** 4G and 3G per city from content/places/coverage.json (reference data, every mode; after places). */
export const coverageStep: SeedStep = {
  name: "coverage",
  demoOnly: false,
  content: () => readCoverage(),
  run: ({ db }) => saveCoverage(db, readCoverage()),
};
