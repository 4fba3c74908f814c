import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { usageRates } from "../../db/schema/index.ts";
import { type CountryRateRow, countryRateRow } from "./country-rates.ts";

/** What the rating engine knows of an event, for its price. */
export type PricedEvent = {
  type: "data" | "voice" | "sms";
  destination?: "on_net" | "off_net" | "international" | "roaming" | undefined;
  /** Where the line was (ISO code); IQ at home. */
  country?: string | undefined;
  /** Calls: made or received (received calls cost something only abroad). */
  direction?: "outgoing" | "incoming" | undefined;
  /** Calls and SMS: the country of the other party (ISO code), when the network gives it. */
  calledCountry?: string | undefined;
};

const rateKey = (e: PricedEvent) =>
  e.type === "data"
    ? e.destination === "roaming"
      ? "data:roaming"
      : "data"
    : `${e.type}:${e.destination ?? "on_net"}`;

/**
 * The country's published price for a roaming or international event (content/catalogue/
 * country-rates.json, shown on the roaming page), or null when the country has none.
 * Abroad, a call to the visited country's numbers is a local call, a received call costs the
 * receiving price, and any other call (home to Iraq, or a third country) the call-home price.
 */
function countryPrice(e: PricedEvent, row: CountryRateRow): number | null {
  if (e.destination === "roaming") {
    if (e.type === "data") return row.roamingDataMbIqd;
    if (e.type === "sms") return row.roamingSmsIqd;
    if (e.direction === "incoming") return row.roamingReceivingIqd;
    return e.calledCountry === row.country ? row.roamingLocalCallIqd : row.roamingCallHomeIqd;
  }
  if (e.destination === "international" && e.type !== "data") {
    return e.type === "sms" ? row.internationalSmsIqd : row.internationalCallIqd;
  }
  return null;
}

/**
 * IQD per unit (MB, minute, message) for usage beyond the buckets: the country's price for
 * roaming (by the visited country) and international events (by the called country), else the
 * rate card's flat price for the event's type and destination.
 */
export async function unitPriceOf(db: Db, e: PricedEvent): Promise<number> {
  const country = e.destination === "roaming" ? e.country : e.destination === "international" ? e.calledCountry : null;
  if (country && country !== "IQ") {
    const row = await countryRateRow(db, country);
    const price = row ? countryPrice(e, row) : null;
    if (price !== null) return price;
  }
  const [rate] = await db
    .select()
    .from(usageRates)
    .where(eq(usageRates.key, rateKey(e)));
  return rate?.iqdPerUnit ?? 0;
}
