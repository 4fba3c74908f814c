import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type CountryRatesFile, countryRatesFileSchema } from "../contracts/country-rates.ts";
import { countryRates } from "../db/schema/index.ts";
import type { SeedStep } from "./run-seed.server.ts";

const file = fileURLToPath(new URL("../../content/catalogue/country-rates.json", import.meta.url));

export function readCountryRates(): CountryRatesFile {
  const parsed = countryRatesFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

/** One row per country, its zones' prices written out, so a lookup is one row (and rating one read). */
export function countryRateRows(rates: CountryRatesFile): (typeof countryRates.$inferInsert)[] {
  return rates.countries.map((c) => {
    const roaming = c.roaming === null ? null : rates.roamingZones[c.roaming];
    const international = rates.internationalZones[c.international];
    if (!international || (c.roaming !== null && !roaming)) throw new Error(`zones of ${c.country}`);
    return {
      country: c.country,
      roamingZone: roaming ? c.roaming : null,
      roamingCallHomeIqd: roaming?.callHome ?? null,
      roamingLocalCallIqd: roaming?.localCall ?? null,
      roamingReceivingIqd: roaming?.receiving ?? null,
      roamingSmsIqd: roaming?.sms ?? null,
      roamingDataMbIqd: roaming?.dataMb ?? null,
      internationalZone: c.international,
      internationalCallIqd: international.call,
      internationalSmsIqd: international.sms,
    };
  });
}

/** Roaming and international prices (content/catalogue/country-rates.json), seeded everywhere. */
export const countryRatesStep: SeedStep = {
  name: "country-rates",
  demoOnly: false,
  content: () => readCountryRates(),
  run: async ({ db }) => {
    const rows = countryRateRows(readCountryRates());
    for (const row of rows) {
      const { country, ...rest } = row;
      await db.insert(countryRates).values(row).onConflictDoUpdate({ target: countryRates.country, set: rest });
    }
    return { countries: rows.length };
  },
};
