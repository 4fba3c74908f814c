import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { onPostgres } from "../../../tests/database.ts";
import { makePoolNumber, makeStockedDevice } from "../../../tests/factories/inventory.ts";
import { openPostgres } from "../../db/client.server.ts";
import { deviceHolds, deviceStock, numberPool, offerings } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { holdDevice, holdNumber } from "./holds.ts";

const codesOf = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((r) =>
    r.status === "rejected" ? [r.reason instanceof DomainError ? r.reason.code : String(r.reason)] : [],
  );

// Committed rows and one connection per order: only a real server says anything about races.
test.runIf(onPostgres())("20 orders holding the same number at once: exactly one holds it", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 20);
  const msisdn = await makePoolNumber(database.db, { tier: "gold", priceIqd: 250_000 });
  try {
    const holders = Array.from({ length: 20 }, () => randomUUID());
    const now = new Date();
    const results = await Promise.allSettled(
      holders.map((holderId) => database.db.transaction((tx) => holdNumber(tx, { msisdn, holderId, now }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(codesOf(results)).toEqual(Array(19).fill("number_unavailable"));
    const [row] = await database.db.select().from(numberPool).where(eq(numberPool.msisdn, msisdn));
    const winner = results.findIndex((r) => r.status === "fulfilled");
    expect(row).toMatchObject({ state: "held", holderId: holders[winner] });
  } finally {
    await database.db.delete(numberPool).where(eq(numberPool.msisdn, msisdn));
    await database.close();
  }
});

test.runIf(onPostgres())("10 orders for a phone option with 3 left: exactly 3 get one", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 10);
  const option = await makeStockedDevice(database.db, 3);
  try {
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        database.db.transaction((tx) => holdDevice(tx, { ...option, holderId: randomUUID(), now })),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(codesOf(results)).toEqual(Array(7).fill("out_of_stock"));
    const [stock] = await database.db.select().from(deviceStock).where(eq(deviceStock.offering, option.offering));
    expect(stock).toMatchObject({ onHand: 3, held: 3 });
    const holds = await database.db
      .select()
      .from(deviceHolds)
      .where(eq(deviceHolds.stockId, stock?.id ?? ""));
    expect(holds).toHaveLength(3);
  } finally {
    // The stock and its holds go with the offering (cascade).
    await database.db.delete(offerings).where(eq(offerings.slug, option.offering));
    await database.close();
  }
});
