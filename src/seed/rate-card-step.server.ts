import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { usageRates } from "../db/schema/index.ts";
import type { SeedStep } from "./run-seed.server.ts";

/** The production rate card (content/catalogue/rates.json): seeded everywhere, not only in demo mode. */
const ratesFile = fileURLToPath(new URL("../../content/catalogue/rates.json", import.meta.url));
const readRates = () => (JSON.parse(readFileSync(ratesFile, "utf8")) as { rates: Record<string, number> }).rates;

/** The out-of-bundle rate card. */
export const ratesStep: SeedStep = {
  name: "usage-rates",
  demoOnly: false,
  content: readRates,
  run: async ({ db }) => {
    const rates = readRates();
    for (const [key, iqdPerUnit] of Object.entries(rates)) {
      await db
        .insert(usageRates)
        .values({ key, iqdPerUnit })
        .onConflictDoUpdate({ target: usageRates.key, set: { iqdPerUnit } });
    }
    return { rates: Object.keys(rates).length };
  },
};
