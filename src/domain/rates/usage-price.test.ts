import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import type { Db } from "../../db/client.server.ts";
import { usageRates, usageRecords } from "../../db/schema/index.ts";
import { countryRateRows, readCountryRates } from "../../seed/country-rates-step.server.ts";
import { rateEvent, type UsageEvent } from "../usage/rating.ts";

const rows = countryRateRows(readCountryRates());
const turkey = rows.find((r) => r.country === "TR");
const germany = rows.find((r) => r.country === "DE");

let n = 0;
async function chargeOf(db: Db, event: Omit<UsageEvent, "id" | "occurredAt">): Promise<number> {
  n += 1;
  const id = `price-test-${process.pid}-${n}`;
  await rateEvent({ ctx: testContext(db), input: { ...event, id, occurredAt: new Date() } });
  const [record] = await db.select().from(usageRecords).where(eq(usageRecords.eventId, id));
  return record?.chargedIqd ?? -1;
}

test("usage abroad and calls abroad are charged at the prices the roaming page shows for the country", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 100_000);
    const abroad = { msisdn: c.msisdn, destination: "roaming", country: "TR" } as const;
    expect(await chargeOf(db, { ...abroad, type: "data", quantity: 1024 })).toBe(turkey?.roamingDataMbIqd);
    expect(await chargeOf(db, { ...abroad, type: "voice", quantity: 60, direction: "incoming" })).toBe(
      turkey?.roamingReceivingIqd,
    );
    expect(await chargeOf(db, { ...abroad, type: "voice", quantity: 60, calledCountry: "TR" })).toBe(
      turkey?.roamingLocalCallIqd,
    );
    expect(await chargeOf(db, { ...abroad, type: "voice", quantity: 120, calledCountry: "IQ" })).toBe(
      2 * (turkey?.roamingCallHomeIqd ?? 0),
    );
    expect(await chargeOf(db, { ...abroad, type: "sms", quantity: 1 })).toBe(turkey?.roamingSmsIqd);
    const home = { msisdn: c.msisdn, destination: "international" } as const;
    expect(await chargeOf(db, { ...home, type: "voice", quantity: 60, calledCountry: "DE" })).toBe(
      germany?.internationalCallIqd,
    );
    expect(await chargeOf(db, { ...home, type: "sms", quantity: 1, calledCountry: "DE" })).toBe(
      germany?.internationalSmsIqd,
    );
    // A country without published prices, or an event without one, falls back to the flat rate card.
    const [flat] = await db.select().from(usageRates).where(eq(usageRates.key, "voice:international"));
    expect(await chargeOf(db, { ...home, type: "voice", quantity: 60 })).toBe(flat?.iqdPerUnit);
    expect(await chargeOf(db, { ...home, type: "voice", quantity: 60, calledCountry: "ZZ" })).toBe(flat?.iqdPerUnit);
  }));
