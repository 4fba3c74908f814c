import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { makePlace, makeStores, storeFile } from "../../../tests/factories/places.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { staffAudit, stores } from "../../db/schema/index.ts";
import { storesStep } from "../../seed/places-steps.server.ts";
import { commands } from "./index.ts";

const dir = mkdtempSync(join(tmpdir(), "stores-import-"));
let files = 0;
function fileWith(content: unknown): string {
  const path = join(dir, `stores-${++files}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

/** Runs `stores-import` as the CLI would, capturing what it prints to stdout and stderr. */
async function run(handle: DatabaseHandle, ...args: string[]) {
  const command = commands.find((c) => c.name === "stores-import");
  if (!command) throw new Error("no stores-import command");
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const code = await command.run({ database: handle, config: testConfig(), log: silentLogger(), args });
    return { code, out: out.join("\n"), err: errors.mock.calls.map((a) => a.join(" ")).join("\n") };
  } finally {
    errors.mockClear();
    log.mockRestore();
  }
}

test("stores-import adds and updates stores, audited, and the seed leaves imported stores alone", () =>
  withRollback(async (handle, db) => {
    const place = await makePlace(db);
    const [existing] = await makeStores(db, storeFile(place));
    if (!existing) throw new Error("no store");
    const fresh = storeFile(place, { phone: "0780 765 4321" });
    const moved = { ...existing, address: { ...existing.address, en: "Second Street" } };
    const result = await run(handle, fileWith({ stores: [moved, fresh] }));
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out).toContain("Imported 2 stores: 1 new, 1 updated.");

    const [saved] = await db.select().from(stores).where(eq(stores.id, fresh.id));
    expect(saved).toMatchObject({ phone: "+9647807654321", source: "import", active: true });
    const [updated] = await db.select().from(stores).where(eq(stores.id, existing.id));
    expect(updated?.address.en).toBe("Second Street");
    const trail = await db.select().from(staffAudit).where(eq(staffAudit.subjectId, existing.id));
    expect(trail).toMatchObject([{ action: "store.imported", actorKind: "operator", subjectType: "store" }]);

    // A later seed run must not overwrite the operator's stores with the sample ones.
    expect(await storesStep.run({ db, config: testConfig(), log: silentLogger() })).toEqual({ stores: 0, skipped: 1 });
  }));

test("with --replace, open stores missing from the file are closed", () =>
  withRollback(async (handle, db) => {
    const place = await makePlace(db);
    const [kept, dropped] = await makeStores(db, storeFile(place), storeFile(place));
    if (!kept || !dropped) throw new Error("no stores");
    const result = await run(handle, fileWith({ stores: [kept] }), "--replace");
    expect(result.code).toBe(0);
    expect(result.out).toContain(dropped.id);
    const [closed] = await db.select().from(stores).where(eq(stores.id, dropped.id));
    expect(closed?.active).toBe(false);
  }));

test("a file with mistakes is refused whole, one line per mistake naming the store and field", () =>
  withRollback(async (handle, db) => {
    const place = await makePlace(db);
    const good = storeFile(place);
    const badHours = storeFile(place, {
      hours: { ...good.hours, monday: [{ opens: "22:00", closes: "08:00" }] },
    });
    const badPhone = { ...storeFile(place), phone: "12345" };
    const result = await run(handle, fileWith({ stores: [good, badHours, badPhone] }));
    expect(result.code).toBe(1);
    expect(result.err).toContain("stores.1.hours.monday.0.closes");
    expect(result.err).toContain('stores.2.phone: "12345" is not an Iraqi landline or mobile number');
    expect(await db.select().from(stores).where(eq(stores.id, good.id))).toEqual([]);
  }));

test("stores naming a place that does not exist are refused, and nothing is saved", () =>
  withRollback(async (handle, db) => {
    const place = await makePlace(db);
    const good = storeFile(place);
    const lost = storeFile(place, { city: "atlantis" });
    const wrongDistrict = storeFile(place, { district: "east" });
    const result = await run(handle, fileWith({ stores: [good, lost, wrongDistrict] }));
    expect(result.code).toBe(1);
    expect(result.err).toContain(`stores[1] (${lost.id}): no city "atlantis" in ${place.governorate}`);
    expect(result.err).toContain(`stores[2] (${wrongDistrict.id}): no district "east"`);
    expect(await db.select().from(stores).where(eq(stores.id, good.id))).toEqual([]);
  }));

test("no file, a missing file or broken JSON is a clear error, not a stack trace", () =>
  withRollback(async (handle) => {
    expect((await run(handle)).code).toBe(2);
    const missing = await run(handle, join(dir, "nope.json"));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("nope.json");
    const broken = await run(handle, fileWith("{ not json"));
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/JSON/);
  }));
