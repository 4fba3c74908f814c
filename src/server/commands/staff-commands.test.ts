import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { lineStatus, makeCustomer } from "../../../tests/factories/accounts.ts";
import { auditOf } from "../../../tests/factories/staff.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { staffAudit, staffMembers } from "../../db/schema/index.ts";
import { commands } from "./index.ts";
import { operatorName } from "./operator-context.ts";

/** Runs a command as `node src/server/cli.ts <name> ...args` would, capturing what it prints. */
async function run(handle: DatabaseHandle, name: string, ...args: string[]) {
  const command = commands.find((c) => c.name === name);
  if (!command) throw new Error(`no command ${name}`);
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  const table = vi.spyOn(console, "table").mockImplementation((rows: unknown) => void out.push(JSON.stringify(rows)));
  // console.error is watched by tests/fail-on-console-error.ts: what a command writes there is
  // taken here and asserted by the test instead.
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const code = await command.run({ database: handle, config: testConfig(), log: silentLogger(), args });
    const err = errors.mock.calls.map((a) => a.join(" ")).join("\n");
    return { code, out: out.join("\n"), err };
  } finally {
    errors.mockClear();
    log.mockRestore();
    table.mockRestore();
  }
}

test("staff-create prints a token once that works on the staff API; staff-revoke stops it at once", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db);
    const created = await run(handle, "staff-create", "--name", "Sara Ahmed", "--login", "sara.a", "--role", "support");
    expect(created.code).toBe(0);
    const token = /^(zst_\S+)$/m.exec(created.out)?.[1];
    expect(token).toBeDefined();
    const [stored] = await db.select().from(staffMembers).where(eq(staffMembers.login, "sara.a"));
    expect(stored).toMatchObject({ name: "Sara Ahmed", role: "support", createdBy: `cli:${operatorName()}` });
    expect(JSON.stringify(stored)).not.toContain(token);
    const headers = { "X-Staff-Token": token ?? "" };
    expect((await call(api, `/api/v1/staff/lines/${customer.msisdn}`, { key: null, headers })).status).toBe(200);

    const listed = await run(handle, "staff-list");
    expect(listed.out).toContain("sara.a");
    expect(listed.out).not.toContain(token);

    expect((await run(handle, "staff-revoke", "sara.a")).code).toBe(0);
    expect((await call(api, `/api/v1/staff/lines/${customer.msisdn}`, { key: null, headers })).status).toBe(401);
    const trail = await auditOf(db, stored?.id ?? "");
    expect(trail.map((r) => [r.action, r.actorKind, r.staffId, r.actor])).toEqual([
      ["staff.created", "operator", null, `cli:${operatorName()}`],
      ["staff.revoked", "operator", null, `cli:${operatorName()}`],
    ]);
    expect(trail[1]).toMatchObject({ before: { revokedAt: null }, after: { revokedAt: expect.any(String) } });
  }));

test("staff-create refuses a bad role, a bad login and a login in use, and says why", () =>
  withRollback(async (handle, db) => {
    const bad = await run(handle, "staff-create", "--name", "X", "--login", "x.y", "--role", "root");
    expect(bad).toMatchObject({ code: 2, err: expect.stringContaining("--role") });
    const badLogin = await run(handle, "staff-create", "--name", "X", "--login", "Not Valid!", "--role", "admin");
    expect(badLogin).toMatchObject({ code: 2, err: expect.stringContaining("--login") });
    expect((await run(handle, "staff-create", "--name", "A", "--login", "dup", "--role", "admin")).code).toBe(0);
    const again = await run(handle, "staff-create", "--name", "B", "--login", "dup", "--role", "finance");
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining("exists already") });
    expect((await run(handle, "staff-create", "--login", "z")).code).toBe(2);
    expect((await run(handle, "staff-revoke", "nobody-here")).code).toBe(1);
    const rows = await db.select().from(staffMembers).where(eq(staffMembers.login, "dup"));
    expect(rows).toHaveLength(1);
  }));

test("line-suspend and line-lift act as the operator, audited as cli:<OS user>; the customer cannot lift it", () =>
  withRollback(async (handle, db) => {
    const customer = await makeCustomer(db);
    const national = `0${customer.msisdn.slice(3, 6)} ${customer.msisdn.slice(6, 9)} ${customer.msisdn.slice(9)}`;
    const suspended = await run(
      handle,
      "line-suspend",
      national,
      "--reason",
      "identity_not_verified",
      "--note",
      "ID expired",
    );
    expect(suspended.code).toBe(0);
    expect(suspended.out).toContain("identity_not_verified");
    expect(await lineStatus(db, customer.msisdn)).toBe("suspended");

    const { setLineSuspended } = await import("../../domain/lines/services.ts");
    const { testContext, actorFor } = await import("../../../tests/context.ts");
    const asCustomer = testContext(db, { actor: actorFor(customer.account.id, [customer.line.id]) });
    await expect(
      setLineSuspended({ ctx: asCustomer, input: { lineId: customer.line.id, suspended: false } }),
    ).rejects.toMatchObject({ code: "line_suspended_by_operator" });

    expect((await run(handle, "line-lift", customer.msisdn, "--note", "ID renewed")).code).toBe(0);
    expect(await lineStatus(db, customer.msisdn)).toBe("active");
    const trail = await db.select().from(staffAudit).where(eq(staffAudit.subjectId, customer.line.id));
    expect(trail.map((r) => [r.action, r.actor, r.clientIp, r.note])).toEqual([
      ["line.suspended", `cli:${operatorName()}`, null, "ID expired"],
      ["line.lifted", `cli:${operatorName()}`, null, "ID renewed"],
    ]);
  }));

test("line-suspend needs a number and an operator reason; line-lift takes no reason", () =>
  withRollback(async (handle, db) => {
    const customer = await makeCustomer(db);
    expect((await run(handle, "line-suspend", customer.msisdn)).code).toBe(2);
    expect((await run(handle, "line-suspend", customer.msisdn, "--reason", "lost_or_stolen")).code).toBe(2);
    expect((await run(handle, "line-suspend", "12345", "--reason", "legal_order")).code).toBe(2);
    expect((await run(handle, "line-lift", customer.msisdn, "--reason", "legal_order")).code).toBe(2);
    const unknown = await run(handle, "line-suspend", "07899999991", "--reason", "legal_order");
    expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining("no line") });
    expect(await lineStatus(db, customer.msisdn)).toBe("active");
  }));
