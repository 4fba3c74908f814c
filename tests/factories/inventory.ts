import { randomUUID } from "node:crypto";
import type { NumberTier } from "../../src/contracts/numbers.ts";
import type { Db } from "../../src/db/client.server.ts";
import { deviceStock, numberPool } from "../../src/db/schema/index.ts";
import { saveOffering } from "../../src/domain/catalogue/offerings.ts";
import { deviceOffering } from "./campaigns.ts";

let counter = 0;

/**
 * A number of the pool no other test uses: 0797 and the process id keep it apart from the lines
 * tests make (078…) and from other test files; `ending` sets its last digits.
 */
export function uniquePoolMsisdn(ending = ""): string {
  counter += 1;
  const middle = `${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(4, "0")}`;
  return `964797${middle.slice(0, 7 - ending.length)}${ending}`;
}

/** A free number in the pool (standard unless told). */
export async function makePoolNumber(
  db: Db,
  overrides: { msisdn?: string; tier?: NumberTier; priceIqd?: number } = {},
): Promise<string> {
  const tier = overrides.tier ?? "standard";
  const msisdn = overrides.msisdn ?? uniquePoolMsisdn();
  await db
    .insert(numberPool)
    .values({ msisdn, tier, priceIqd: overrides.priceIqd ?? (tier === "standard" ? 0 : 50_000) });
  return msisdn;
}

/** A phone of its own in the catalogue with `onHand` units of 128 GB black. */
export async function makeStockedDevice(
  db: Db,
  onHand: number,
  release: { availableFrom?: string; preorder?: boolean } = {},
): Promise<{ offering: string; storageGb: number; colour: string }> {
  const offering = `t-stock-${randomUUID().slice(0, 8)}`;
  await saveOffering(db, deviceOffering(offering));
  await db.insert(deviceStock).values({ offering, storageGb: 128, colour: "black", onHand, ...release });
  return { offering, storageGb: 128, colour: "black" };
}
