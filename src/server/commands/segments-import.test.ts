import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { segmentMembers } from "../../db/schema/index.ts";
import { commands } from "./index.ts";

const dir = mkdtempSync(join(tmpdir(), "segments-import-"));
let files = 0;
function csv(text: string): string {
  const path = join(dir, `segment-${++files}.csv`);
  writeFileSync(path, text);
  return path;
}

/** Runs `segments-import` as the CLI would, capturing what it prints. */
async function run(handle: DatabaseHandle, ...args: string[]) {
  const command = commands.find((c) => c.name === "segments-import");
  if (!command) throw new Error("no segments-import command");
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

const national = (msisdn: string) => `0${msisdn.slice(3)}`;

test("segments-import puts the file's lines in the segment once, however the numbers are written", () =>
  withRollback(async (handle, db) => {
    const [a, b, c] = [await makeLine(db), await makeLine(db), await makeLine(db)];
    const spaced = (n: string) => `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
    const file = csv(`msisdn\n${national(a.msisdn)}\n+${b.msisdn}\n"${spaced(national(c.msisdn))}"\n\n# end of list\n`);
    const first = await run(handle, "btl-3gb", file);
    expect(first).toMatchObject({ code: 0, out: "Segment btl-3gb: 3 added, 0 already in it, 0 refused." });
    const again = await run(handle, "btl-3gb", file);
    expect(again).toMatchObject({ code: 0, out: "Segment btl-3gb: 0 added, 3 already in it, 0 refused." });
    const members = await db.select().from(segmentMembers).where(eq(segmentMembers.segment, "btl-3gb"));
    expect(members.map((m) => m.lineId).sort()).toEqual([a.id, b.id, c.id].sort());
  }));

test("segments-import reports each bad row with its line and why, imports the good ones, and exits 1", () =>
  withRollback(async (handle, db) => {
    const line = await makeLine(db);
    const file = csv(
      ["msisdn", national(line.msisdn), "0770 123", "07501234567", national(line.msisdn), "07809999999"].join("\n"),
    );
    const result = await run(handle, "btl-6gb", file);
    expect(result.code).toBe(1);
    expect(result.out).toBe("Segment btl-6gb: 1 added, 0 already in it, 4 refused.");
    expect(result.err.split("\n")).toEqual([
      'line 3: "0770 123" is not a number of this network',
      'line 4: "07501234567" is not a number of this network',
      "line 5: number repeated in the file",
      "line 6: 07809999999 is not a line of ours",
    ]);
    const members = await db.select().from(segmentMembers).where(eq(segmentMembers.segment, "btl-6gb"));
    expect(members.map((m) => m.lineId)).toEqual([line.id]);
  }));

test("segments-import refuses a bad segment name or a missing file before touching anything", () =>
  withRollback(async (handle) => {
    expect((await run(handle, "BTL 3GB", csv("07801000000"))).code).toBe(1);
    expect((await run(handle, "btl-3gb", join(dir, "missing.csv"))).code).toBe(2);
    expect((await run(handle, "btl-3gb")).code).toBe(2);
  }));
