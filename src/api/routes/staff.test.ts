import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { auditOf, makeStaff, operatorCtx } from "../../../tests/factories/staff.ts";
import { revokeStaffMember } from "../../domain/staff/credentials.ts";
import { translate } from "../../i18n/catalogue.ts";
import { STAFF_TOKEN_RULE } from "../middleware/staff.ts";

const lineUrl = (msisdn: string) => `/api/v1/staff/lines/${msisdn}`;

test("a staff token opens a line's private view, without an API key, uncached, and the view is audited", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db, { name: "Huda Kareem" });
    const support = await makeStaff(db, "support");
    const response = await call(api, lineUrl(customer.msisdn), {
      key: null,
      headers: { ...support.headers, "X-Request-Id": "staff-view-request-1", "X-Client-IP": "2001:db8:1:2::77" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toMatchObject({
      line: { id: customer.line.id, msisdn: customer.msisdn, status: "active" },
      holder: { accountId: customer.account.id, name: "Huda Kareem" },
      suspension: null,
    });
    const [viewed] = await auditOf(db, customer.line.id);
    expect(viewed).toMatchObject({
      actorKind: "staff",
      staffId: support.member.id,
      actor: support.member.login,
      action: "line.viewed",
      subjectType: "line",
      requestId: "staff-view-request-1",
      // The exact address, not the /64 that rate limits count by.
      clientIp: "2001:db8:1:2::77",
    });
  }));

test("no token, a wrong token and a revoked token answer 401 in the error shape, in the caller's language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db);
    const support = await makeStaff(db, "support");
    const none = await call(api, lineUrl(customer.msisdn), { key: null, headers: { "Accept-Language": "ar" } });
    expect(none.status).toBe(401);
    expect(none.headers.get("cache-control")).toBe("private, no-store");
    expect(await none.json()).toMatchObject({
      code: "staff_unauthenticated",
      message: translate("ar", "errors.staff_unauthenticated"),
      requestId: expect.any(String),
    });
    const wrong = await call(api, lineUrl(customer.msisdn), {
      key: null,
      headers: { "X-Staff-Token": `${support.token}x`, "Accept-Language": "ckb" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      code: "staff_token_invalid",
      message: translate("ku", "errors.staff_token_invalid"),
    });

    expect((await call(api, lineUrl(customer.msisdn), { key: null, headers: support.headers })).status).toBe(200);
    await revokeStaffMember({ ctx: operatorCtx(db), input: { login: support.member.login } });
    const revoked = await call(api, lineUrl(customer.msisdn), { key: null, headers: support.headers });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).code).toBe("staff_token_invalid");
  }));

test("a customer's session is no staff credential", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await fundedCustomer(db, 0);
    const response = await call(api, lineUrl(customer.msisdn), {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("staff_unauthenticated");
  }));

test("a role the operation does not admit answers 403 and changes nothing", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db);
    const finance = await makeStaff(db, "finance");
    const reviewer = await makeStaff(db, "ekyc_reviewer");
    const suspend = await call(api, `${lineUrl(customer.msisdn)}/suspension`, {
      method: "PUT",
      key: null,
      headers: { ...finance.headers, "Accept-Language": "ar" },
      body: JSON.stringify({ suspended: true, reasonCode: "unpaid_bills" }),
    });
    expect(suspend.status).toBe(403);
    expect(await suspend.json()).toMatchObject({
      code: "staff_role_forbidden",
      message: translate("ar", "errors.staff_role_forbidden"),
    });
    expect((await call(api, lineUrl(customer.msisdn), { key: null, headers: reviewer.headers })).status).toBe(403);
    expect((await call(api, "/api/v1/staff/audit", { key: null, headers: finance.headers })).status).toBe(403);
    // Finance may look; the line is still active and only the look is on record.
    const view = await (await call(api, lineUrl(customer.msisdn), { key: null, headers: finance.headers })).json();
    expect(view.line.status).toBe("active");
    expect((await auditOf(db, customer.line.id)).map((r) => r.action)).toEqual(["line.viewed"]);
  }));

test("staff suspend and lift a line with a reason; each change is audited with before and after", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db);
    const support = await makeStaff(db, "support");
    const put = (body: object) =>
      call(api, `${lineUrl(customer.msisdn)}/suspension`, {
        method: "PUT",
        key: null,
        headers: support.headers,
        body: JSON.stringify(body),
      });
    const suspended = await put({ suspended: true, reasonCode: "fraud_suspected", note: "SIM box pattern" });
    expect(suspended.status).toBe(200);
    expect(suspended.headers.get("cache-control")).toBe("private, no-store");
    expect(await suspended.json()).toMatchObject({
      line: { status: "suspended" },
      suspension: {
        suspendedBy: "staff",
        staff: { id: support.member.id, login: support.member.login },
        actor: support.member.login,
        reasonCode: "fraud_suspected",
        note: "SIM box pattern",
      },
    });
    const lifted = await put({ suspended: false, note: "Customer verified in store" });
    expect(await lifted.json()).toMatchObject({ line: { status: "active" }, suspension: null });

    const rows = await auditOf(db, customer.line.id);
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ["line.suspended", support.member.login],
      ["line.lifted", support.member.login],
    ]);
    expect(rows[0]).toMatchObject({
      before: { status: "active", suspension: null },
      after: { status: "suspended", suspension: { suspendedBy: "staff", reasonCode: "fraud_suspected" } },
      note: "SIM box pattern",
    });
    expect(rows[1]).toMatchObject({
      before: { status: "suspended", suspension: { reasonCode: "fraud_suspected" } },
      after: { status: "active", suspension: null },
      note: "Customer verified in store",
    });
  }));

test("a suspension needs a known reason code; a customer's own reason is not one staff can give", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db);
    const support = await makeStaff(db, "support");
    for (const body of [{ suspended: true }, { suspended: true, reasonCode: "lost_or_stolen" }, { suspended: "yes" }]) {
      const response = await call(api, `${lineUrl(customer.msisdn)}/suspension`, {
        method: "PUT",
        key: null,
        headers: support.headers,
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const unknown = await call(api, lineUrl("9647899999990"), { key: null, headers: support.headers });
    expect(unknown.status).toBe(404);
    expect(await auditOf(db, customer.line.id)).toEqual([]);
  }));

test("admins read the audit trail of a subject, and that reading is itself audited", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db);
    const support = await makeStaff(db, "support");
    const admin = await makeStaff(db, "admin");
    await call(api, lineUrl(customer.msisdn), { key: null, headers: support.headers });
    const trail = await call(api, `/api/v1/staff/audit?subjectType=line&subjectId=${customer.line.id}`, {
      key: null,
      headers: admin.headers,
    });
    expect(trail.status).toBe(200);
    const { rows } = await trail.json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "line.viewed", actor: support.member.login, subjectId: customer.line.id });
    const after = await auditOf(db, customer.line.id);
    expect(after.map((r) => [r.action, r.actor])).toEqual([
      ["line.viewed", support.member.login],
      ["audit.viewed", admin.member.login],
    ]);
  }));

test("wrong staff tokens from one client are stopped with 429 and Retry-After, even a right one after", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db);
    const support = await makeStaff(db, "support");
    const from = { "X-Client-IP": "198.51.100.77" };
    for (let i = 0; i < STAFF_TOKEN_RULE.limit; i++) {
      const wrong = await call(api, lineUrl(customer.msisdn), {
        key: null,
        headers: { ...from, "X-Staff-Token": `zst_guess-${i}` },
      });
      expect(wrong.status).toBe(401);
    }
    const locked = await call(api, lineUrl(customer.msisdn), { key: null, headers: { ...from, ...support.headers } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await call(api, lineUrl(customer.msisdn), {
      key: null,
      headers: { "X-Client-IP": "198.51.100.78", ...support.headers },
    });
    expect(elsewhere.status).toBe(200);
  }));

test("the OpenAPI document describes the staff token and each operation's roles", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const doc = await (await call(api, "/api/v1/openapi.json", { key: null })).json();
    expect(doc.components.securitySchemes.staffToken).toMatchObject({ in: "header", name: "X-Staff-Token" });
    const audit = doc.paths["/api/v1/staff/audit"].get;
    expect(audit.security).toEqual([{ staffToken: [] }]);
    expect(audit.description).toContain("Staff roles: admin.");
    expect(doc.paths["/api/v1/staff/lines/{msisdn}/suspension"].put.description).toContain("support, admin");
  }));
