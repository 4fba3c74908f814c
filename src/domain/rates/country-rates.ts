import { asc, eq } from "drizzle-orm";
import type { CountryRatesView } from "../../contracts/api/rates.ts";
import type { Db } from "../../db/client.server.ts";
import { countryRates } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";

export type CountryRateRow = typeof countryRates.$inferSelect;

/** The countries with published prices, by code; the pages name them in the visitor's language. */
export async function listRateCountries({ ctx }: ServiceCall): Promise<{ country: string; roaming: boolean }[]> {
  const rows = await ctx.db
    .select({ country: countryRates.country, zone: countryRates.roamingZone })
    .from(countryRates)
    .orderBy(asc(countryRates.country));
  return rows.map((r) => ({ country: r.country, roaming: r.zone !== null }));
}

export async function countryRateRow(db: Db, country: string): Promise<CountryRateRow | null> {
  const [row] = await db.select().from(countryRates).where(eq(countryRates.country, country));
  return row ?? null;
}

/** One country's prices: roaming there (null without an agreement) and calling it from Iraq. */
export async function getCountryRates({ ctx, input }: ServiceCall<{ country: string }>): Promise<CountryRatesView> {
  const row = await countryRateRow(ctx.db, input.country);
  if (!row) throw new DomainError("not_found", "country_rates_not_found");
  const roaming =
    row.roamingZone !== null
      ? {
          callHomeIqd: row.roamingCallHomeIqd ?? 0,
          localCallIqd: row.roamingLocalCallIqd ?? 0,
          receivingIqd: row.roamingReceivingIqd ?? 0,
          smsIqd: row.roamingSmsIqd ?? 0,
          dataMbIqd: row.roamingDataMbIqd ?? 0,
        }
      : null;
  return {
    country: row.country,
    roaming,
    international: { callIqd: row.internationalCallIqd, smsIqd: row.internationalSmsIqd },
  };
}
