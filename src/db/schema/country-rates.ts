/** Pay-as-you-go prices by country: roaming abroad and calls from Iraq (issue 21). */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One row per country (ISO 3166-1 alpha-2), in whole IQD: what a Zain line pays while roaming
 * there (null when there is no roaming agreement) and what calling or texting that country from
 * Iraq costs. Seeded from content/catalogue/country-rates.json, where countries share zones.
 */
export const countryRates = pgTable(
  "country_rates",
  {
    country: text("country").primaryKey(),
    roamingZone: text("roaming_zone"),
    /** Per minute: calls back to Iraq, calls within the visited country, calls received. */
    roamingCallHomeIqd: integer("roaming_call_home_iqd"),
    roamingLocalCallIqd: integer("roaming_local_call_iqd"),
    roamingReceivingIqd: integer("roaming_receiving_iqd"),
    roamingSmsIqd: integer("roaming_sms_iqd"),
    roamingDataMbIqd: integer("roaming_data_mb_iqd"),
    internationalZone: text("international_zone").notNull(),
    /** Per minute and per message, from Iraq to this country. */
    internationalCallIqd: integer("international_call_iqd").notNull(),
    internationalSmsIqd: integer("international_sms_iqd").notNull(),
  },
  (t) => [
    check("country_rates_iso", sql`${t.country} ~ '^[A-Z]{2}$'`),
    check(
      "country_rates_roaming_complete",
      sql`(${t.roamingZone} is null) = (${t.roamingCallHomeIqd} is null)
        and (${t.roamingZone} is null) = (${t.roamingDataMbIqd} is null)`,
    ),
    check(
      "country_rates_international_not_negative",
      sql`${t.internationalCallIqd} >= 0 and ${t.internationalSmsIqd} >= 0`,
    ),
  ],
);
