import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode, makeCustomer, TEST_PASSWORD } from "../../../tests/factories/accounts.ts";

const post = (api: ReturnType<typeof testApi>, path: string, json: unknown, token?: string) =>
  call(api, `/api/v1/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(json),
  });

const signIn = async (api: ReturnType<typeof testApi>, msisdn: string, password = TEST_PASSWORD) =>
  (await (await post(api, "/login", { msisdn, password })).json()).token as string;

test("wrong credentials answer 422 in the error shape, never 401, for known and unknown numbers alike", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { national } = await makeCustomer(db.db);
    const wrong = await post(api, "/login", { msisdn: national, password: "not the password" });
    const unknown = await post(api, "/login", { msisdn: "07899999998", password: "not the password" });
    expect([wrong.status, unknown.status]).toEqual([422, 422]);
    expect((await wrong.json()).code).toBe("credentials_invalid");
    expect((await unknown.json()).code).toBe("credentials_invalid");
  }));

test("each sign-in gets a new token; a revoked token gets 401", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const first = await signIn(api, msisdn);
    const second = await signIn(api, msisdn);
    expect(first).not.toBe(second);
    expect((await post(api, "/logout", {}, first)).status).toBe(204);
    const revoked = await call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${first}` } });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).code).toBe("unauthenticated");
    expect((await call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${second}` } })).status).toBe(
      200,
    );
  }));

test("too many sign-in attempts for one number answer 429 with Retry-After", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(api, "/login", { msisdn, password: "wrong-password" })).status);
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 422), 429]);
    const limited = await post(api, "/login", { msisdn, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  }));

test("changing the password ends the other sessions by default, and lists devices", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const here = await signIn(api, msisdn);
    const elsewhere = await signIn(api, msisdn);
    const list = await (
      await call(api, "/api/v1/auth/sessions", { headers: { Authorization: `Bearer ${here}` } })
    ).json();
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const changed = await post(
      api,
      "/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "a new and longer passphrase" },
      here,
    );
    expect(await changed.json()).toEqual({ endedSessions: 1 });
    expect(
      (await call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${elsewhere}` } })).status,
    ).toBe(401);
    expect((await call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${here}` } })).status).toBe(
      200,
    );
    expect((await post(api, "/login", { msisdn, password: TEST_PASSWORD })).status).toBe(422);
  }));

test("a customer who asks to keep their other sessions stays signed in everywhere", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const here = await signIn(api, msisdn);
    const elsewhere = await signIn(api, msisdn);
    const changed = await post(
      api,
      "/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "a new and longer passphrase", keepOtherSessions: true },
      here,
    );
    expect(await changed.json()).toEqual({ endedSessions: 0 });
    const session = (token: string) =>
      call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect([await session(here), await session(elsewhere)]).toEqual([200, 200]);
  }));

test("a password reset ends every session and signs in with the new password", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const old = await signIn(api, msisdn);
    const { flowId } = await (await post(api, "/forgot-password", { msisdn })).json();
    const { ticket } = await (await post(api, "/verify-code", { flowId, code: await lastCode(db.db, msisdn) })).json();
    const reset = await post(api, "/reset-password", { ticket, password: "river stones at dawn" });
    expect(reset.status).toBe(200);
    expect((await call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${old}` } })).status).toBe(401);
    expect((await post(api, "/login", { msisdn, password: "river stones at dawn" })).status).toBe(200);
  }));

test("the demo SMS outbox exists only in demo mode", () =>
  withRollback(async (db) => {
    const { msisdn } = await makeCustomer(db.db);
    const demo = await call(testApi(db), `/api/v1/dev/sms-outbox?msisdn=${msisdn}`);
    expect(demo.status).toBe(200);
    const production = testApi(db, { config: testConfig({ DEMO_MODE: "0" }) });
    expect((await call(production, `/api/v1/dev/sms-outbox?msisdn=${msisdn}`)).status).toBe(404);
  }));

test("refresh is off by default; when on, sign-in returns a refresh token that rotates the session", () =>
  withRollback(async (db) => {
    const { msisdn } = await makeCustomer(db.db);
    expect((await post(testApi(db), "/refresh", { refreshToken: "x".repeat(43) })).status).toBe(404);
    const api = testApi(db, { config: testConfig({ AUTH_REFRESH_ENABLED: "1" }) });
    const first = await (await post(api, "/login", { msisdn, password: TEST_PASSWORD })).json();
    expect(first.refreshToken).toEqual(expect.any(String));
    const rotated = await post(api, "/refresh", { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    expect(
      (await call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${first.token}` } })).status,
    ).toBe(401);
    expect((await post(api, "/refresh", { refreshToken: first.refreshToken })).status).toBe(422);
  }));
