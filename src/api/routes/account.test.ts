import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode, makeCustomer, makeLine } from "../../../tests/factories/accounts.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { accountLines } from "../../db/schema/index.ts";
import { createSession } from "../../domain/auth/sessions.ts";
import { translate } from "../../i18n/catalogue.ts";

type Api = ReturnType<typeof testApi>;

const send = (api: Api, method: string, path: string, token: string, json?: unknown, lang = "en") =>
  call(api, `/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Accept-Language": lang },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });

const national = (msisdn: string) => `0${msisdn.slice(3)}`;

/** Starts adding a line and checks the code that went to it; returns the single-use ticket. */
async function ticketFor(api: Api, db: Parameters<typeof lastCode>[0], token: string, msisdn: string) {
  const started = await send(api, "POST", "/account/lines/start", token, { msisdn: national(msisdn) });
  expect(started.status).toBe(202);
  const { flowId } = await started.json();
  const code = await lastCode(db, msisdn);
  expect(code).toMatch(/^\d{6}$/);
  const verified = await send(api, "POST", "/auth/verify-code", token, { flowId, code });
  expect(verified.status).toBe(200);
  const body = await verified.json();
  expect(body.purpose).toBe("add_line");
  return body.ticket as string;
}

test("the profile changes name, email, language and SMS alerts, and an email can be removed again", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const patched = await send(api, "PATCH", "/account/profile", c.token, {
      name: "  Karwan Aziz ",
      email: "karwan@example.com",
      language: "ku",
      smsAlerts: false,
    });
    expect(patched.status).toBe(200);
    const expected = { name: "Karwan Aziz", email: "karwan@example.com", language: "ku", smsAlerts: false };
    expect(await patched.json()).toMatchObject(expected);
    expect(await (await send(api, "GET", "/account/profile", c.token)).json()).toMatchObject(expected);

    const cleared = await send(api, "PATCH", "/account/profile", c.token, { email: null });
    expect(await cleared.json()).toMatchObject({ name: "Karwan Aziz", email: null });
  }));

test("an empty change or an unknown field is a 422 with a field message, and changes nothing", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const empty = await send(api, "PATCH", "/account/profile", c.token, {}, "ar");
    expect(empty.status).toBe(422);
    const emptyBody = await empty.json();
    expect(emptyBody.code).toBe("validation_failed");
    expect(emptyBody.fields).toEqual([
      { path: "", code: "custom", message: translate("ar", "validation.profile.empty") },
    ]);

    const unknown = await send(api, "PATCH", "/account/profile", c.token, { name: "Noor Hadi", nickname: "N" });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).fields).toEqual([
      { path: "nickname", code: "unrecognized_keys", message: translate("en", "validation.unknownField") },
    ]);
    expect(await (await send(api, "GET", "/account/profile", c.token)).json()).toMatchObject({ name: c.account.name });
  }));

test("an invalid email is a 422 naming the field, in the visitor's language, and changes nothing", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const res = await send(api, "PATCH", "/account/profile", c.token, { name: "Noor", email: "not-an-email" }, "ckb");
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe("validation_failed");
    expect(body.fields).toEqual([
      expect.objectContaining({ path: "email", message: translate("ku", "validation.email.invalid") }),
    ]);
    expect((await (await send(api, "GET", "/account/profile", c.token)).json()).name).toBe("Noor Ali");
  }));

test("a line is added with the code sent to it; the ticket works once and the line is listed", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const free = await makeLine(db);
    const ticket = await ticketFor(api, db, c.token, free.msisdn);

    const added = await send(api, "POST", "/account/lines", c.token, { ticket });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: free.id, msisdn: free.msisdn, status: "active" });
    const lines = await (await send(api, "GET", "/lines", c.token)).json();
    expect(lines.map((l: { id: string }) => l.id).sort()).toEqual([c.lineId, free.id].sort());

    const again = await send(api, "POST", "/account/lines", c.token, { ticket });
    expect(again.status).toBe(422);
    expect((await again.json()).code).toBe("ticket_invalid");
  }));

test("a line another account holds gets the same answer, but no code is sent and no guess adds it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const holder = await makeCustomer(db);
    const started = await send(api, "POST", "/account/lines/start", c.token, { msisdn: holder.national });
    expect(started.status).toBe(202);
    expect(Object.keys(await started.clone().json()).sort()).toEqual(["expiresIn", "flowId", "resendAfter"]);
    expect(await lastCode(db, holder.msisdn)).toBeUndefined();
    const guess = await send(api, "POST", "/auth/verify-code", c.token, {
      flowId: (await started.json()).flowId,
      code: "123456",
    });
    expect(guess.status).toBe(422);
    expect((await guess.json()).code).toBe("code_invalid");
    const lines = await (await send(api, "GET", "/lines", c.token)).json();
    expect(lines.map((l: { id: string }) => l.id)).toEqual([c.lineId]);
  }));

test("a line another account takes while the code is checked cannot be added: 409 line_held_elsewhere", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const other = await makeCustomer(db);
    const free = await makeLine(db);
    const ticket = await ticketFor(api, db, c.token, free.msisdn);
    await db.insert(accountLines).values({ accountId: other.account.id, lineId: free.id, isPrimary: 0 });

    const res = await send(api, "POST", "/account/lines", c.token, { ticket });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe("line_held_elsewhere");
    const lines = await (await send(api, "GET", "/lines", c.token)).json();
    expect(lines.map((l: { id: string }) => l.id)).toEqual([c.lineId]);
  }));

test("signing out every other device keeps this session and ends the others", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const elsewhere = await Promise.all(
      ["phone", "laptop"].map((device) =>
        createSession(db, {
          accountId: c.account.id,
          device,
          pepper: testConfig().secrets.sessionPepper,
          withRefresh: false,
        }),
      ),
    );
    expect(await (await send(api, "GET", "/auth/sessions", c.token)).json()).toHaveLength(3);

    const res = await send(api, "DELETE", "/auth/sessions", c.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 2 });
    const left = await (await send(api, "GET", "/auth/sessions", c.token)).json();
    expect(left).toEqual([expect.objectContaining({ current: true, device: "test" })]);
    for (const { token } of elsewhere) {
      expect((await send(api, "GET", "/auth/session", token)).status).toBe(401);
    }
  }));
