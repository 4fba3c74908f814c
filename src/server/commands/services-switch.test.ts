import { expect, test, vi } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { auditOf } from "../../../tests/factories/staff.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { isPaused } from "../../domain/kafoo/service-switch.ts";
import { commands } from "./index.ts";
import { operatorName } from "./operator-context.ts";

/** Runs `services ...args` as the command line would, capturing what it prints. */
async function run(handle: DatabaseHandle, ...args: string[]) {
  const command = commands.find((c) => c.name === "services");
  if (!command) throw new Error("no services command");
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

test("services pause all stops every service at once, audited under the operator; resume brings one back", () =>
  withRollback(async (handle, db) => {
    expect((await run(handle)).out).toContain("credit_transfer: running");
    const paused = await run(handle, "pause", "all", "--note", "fraud wave 27/11");
    expect(paused.code).toBe(0);
    expect(paused.out).toMatch(/auto_recharge: PAUSED/);
    for (const s of ["credit_transfer", "credit_advance", "auto_recharge"] as const)
      expect(await isPaused(db, s)).toBe(true);
    expect((await run(handle, "resume", "credit_advance")).code).toBe(0);
    expect(await isPaused(db, "credit_advance")).toBe(false);
    expect(await isPaused(db, "credit_transfer")).toBe(true);
    const audit = await auditOf(db, "credit_advance");
    expect(audit.map((r) => [r.action, r.actor])).toEqual([
      ["service.pause", `cli:${operatorName()}`],
      ["service.resume", `cli:${operatorName()}`],
    ]);
    expect(audit[0]?.note).toBe("fraud wave 27/11");
  }));

test("a wrong service or verb is a usage error that changes nothing", () =>
  withRollback(async (handle, db) => {
    expect((await run(handle, "pause", "bundles")).code).toBe(2);
    expect((await run(handle, "stop", "all")).code).toBe(2);
    expect(await isPaused(db, "credit_transfer")).toBe(false);
  }));
