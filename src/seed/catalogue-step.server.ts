import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { catalogueFileSchema, type OfferingFile } from "../contracts/catalogue.ts";
import { saveOffering } from "../domain/catalogue/offerings.ts";
import type { SeedStep } from "./run-seed.server.ts";

const file = fileURLToPath(new URL("../../content/catalogue/offerings.json", import.meta.url));

export function readCatalogue(): OfferingFile[] {
  const parsed = catalogueFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data.offerings;
}

/** The offer catalogue from content/catalogue/offerings.json (the operator's BSS replaces it later). */
export const catalogueStep: SeedStep = {
  name: "catalogue",
  demoOnly: false,
  content: () => readCatalogue(),
  run: async ({ db }) => {
    const all = readCatalogue();
    for (const offering of all) await saveOffering(db, offering);
    return { offerings: all.length };
  },
};
