import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { makeStockedDevice, uniquePoolMsisdn } from "../../../tests/factories/inventory.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { deviceStock, numberPool } from "../../db/schema/index.ts";
import { commands } from "./index.ts";

/** Runs a command on a CSV file; what it prints to stderr is taken and returned for the test to assert. */
async function run(handle: DatabaseHandle, name: string, csv: string) {
  const config = testConfig();
  const file = join(config.dataDir, "import.csv");
  writeFileSync(file, csv);
  const command = commands.find((c) => c.name === name);
  if (!command) throw new Error(`no command ${name}`);
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const code = await command.run({ database: handle, config, log: silentLogger(), args: [file] });
    return { code, out: out.join("\n"), err: errors.mock.calls.map((a) => a.join(" ")).join("\n") };
  } finally {
    errors.mockClear();
    log.mockRestore();
  }
}

const national = (msisdn: string) => `0${msisdn.slice(3)}`;

test("numbers-import adds the good lines, prices an empty price by tier, and names every bad line", () =>
  withRollback(async (handle, db) => {
    const [a, b, c] = [uniquePoolMsisdn(), uniquePoolMsisdn("2026"), uniquePoolMsisdn()];
    const line = await makeLine(db, { msisdn: uniquePoolMsisdn() });
    const csv = [
      "msisdn,tier,price",
      `${national(a)},standard,0`,
      `+${b},premium,`,
      `${national(c)},gold,300000`,
      "0770 123 4567,standard,0",
      `${national(a)},standard,0`,
      `${national(uniquePoolMsisdn())},platinum,10`,
      `${national(uniquePoolMsisdn())},standard,5000`,
      `${national(uniquePoolMsisdn())},premium,-1`,
      `${national(line.msisdn)},standard,0`,
    ].join("\n");
    const result = await run(handle, "numbers-import", csv);
    expect(result.code).toBe(1);
    expect(result.out).toContain("3 added, 0 re-priced, 6 refused");
    expect(result.err.split("\n")).toEqual([
      'line 5: "0770 123 4567" is not a number of this network',
      "line 6: number repeated in the file",
      "line 7: tier must be one of standard, premium, gold",
      "line 8: a standard number costs 0",
      "line 9: price must be whole IQD, 0 or more",
      `${line.msisdn}: already a line`,
    ]);
    const rows = await db
      .select({ msisdn: numberPool.msisdn, tier: numberPool.tier, priceIqd: numberPool.priceIqd })
      .from(numberPool)
      .where(inArray(numberPool.msisdn, [a, b, c, line.msisdn]));
    expect(rows.sort((x, y) => x.msisdn.localeCompare(y.msisdn))).toEqual(
      [
        { msisdn: a, tier: "standard", priceIqd: 0 },
        { msisdn: b, tier: "premium", priceIqd: 50_000 },
        { msisdn: c, tier: "gold", priceIqd: 300_000 },
      ].sort((x, y) => x.msisdn.localeCompare(y.msisdn)),
    );
  }));

test("stock-import sets what is on hand per option, checked against the catalogue, and names every bad line", () =>
  withRollback(async (handle, db) => {
    const device = await makeStockedDevice(db, 2);
    const csv = [
      "offering,storage,colour,quantity,available_from",
      `${device.offering},128,black,12`,
      `${device.offering},128 GB,white,0,2027-02-01`,
      "no-such-phone,128,black,1",
      `${device.offering},64,black,1`,
      `${device.offering},128,gold,1`,
      `${device.offering},128,black,many`,
      `${device.offering},128,black,1,next week`,
    ].join("\n");
    const result = await run(handle, "stock-import", csv);
    expect(result.code).toBe(1);
    expect(result.out).toContain("2 options set, 5 lines refused");
    expect(result.err.split("\n")).toEqual([
      'line 4: "no-such-phone" is not a phone in the catalogue',
      `line 5: ${device.offering} has no 64 option (128, 256 GB)`,
      `line 6: ${device.offering} 128 GB comes in black, white`,
      "line 7: quantity must be a whole number, 0 or more",
      "line 8: available_from must be a date (YYYY-MM-DD)",
    ]);
    const rows = await db.select().from(deviceStock).where(eq(deviceStock.offering, device.offering));
    expect(rows.map((r) => [r.colour, r.onHand, r.availableFrom, r.preorder]).sort()).toEqual([
      ["black", 12, null, false],
      ["white", 0, "2027-02-01", true],
    ]);
  }));
