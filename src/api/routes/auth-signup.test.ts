import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode, makeCustomer, makeLine, TEST_PASSWORD } from "../../../tests/factories/accounts.ts";
import { otpCodes } from "../../db/schema/index.ts";

const post = (api: ReturnType<typeof testApi>, path: string, json: unknown, headers: Record<string, string> = {}) =>
  call(api, `/api/v1/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(json),
  });

test("sign-up: number, code from the SMS, details; then the session shows the customer and line", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const line = await makeLine(db.db);
    const national = `0${line.msisdn.slice(3)}`;
    const start = await post(api, "/signup", { msisdn: national }, { "Accept-Language": "ckb" });
    expect(start.status).toBe(202);
    const { flowId } = await start.json();
    const code = await lastCode(db.db, line.msisdn);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(api, "/verify-code", { flowId, code });
    expect(verified.status).toBe(200);
    const { ticket } = await verified.json();
    const done = await post(api, "/complete-signup", {
      ticket,
      name: "Shilan Omar",
      password: TEST_PASSWORD,
      language: "ku",
    });
    expect(done.status).toBe(201);
    const { token } = await done.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${token}` } });
    expect(await session.json()).toMatchObject({
      customer: { name: "Shilan Omar", language: "ku" },
      lines: [{ msisdn: line.msisdn, billing: "prepaid", status: "active" }],
    });
    // The same ticket cannot be used twice.
    const again = await post(api, "/complete-signup", {
      ticket,
      name: "Shilan Omar",
      password: TEST_PASSWORD,
      language: "ku",
    });
    expect(again.status).toBe(422);
    expect((await again.json()).code).toBe("ticket_invalid");
  }));

test("the SMS code is in the caller's language and the code is never stored in clear", () =>
  withRollback(async (db) => {
    const line = await makeLine(db.db);
    const res = await post(testApi(db), "/signup", { msisdn: line.msisdn }, { "Accept-Language": "ar" });
    const { flowId } = await res.json();
    const code = await lastCode(db.db, line.msisdn);
    const [stored] = await db.db.select().from(otpCodes).where(eq(otpCodes.flowId, flowId));
    expect(JSON.stringify(stored)).not.toContain(String(code));
  }));

test("unknown, taken and free numbers get the same answer to sign-up and to forgot-password", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const free = await makeLine(db.db);
    const { msisdn: taken } = await makeCustomer(db.db);
    const unknown = "9647899999999";
    for (const path of ["/signup", "/forgot-password"]) {
      const answers = [];
      for (const msisdn of [free.msisdn, taken, unknown]) {
        const res = await post(api, path, { msisdn });
        answers.push({ status: res.status, keys: Object.keys(await res.json()).sort() });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[1]).toEqual(answers[2]);
    }
    // ...but only the number that may use each flow got an SMS.
    expect(await lastCode(db.db, unknown)).toBeUndefined();
  }));

test("five wrong codes lock the code, even the right one is then refused", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const line = await makeLine(db.db);
    const { flowId } = await (await post(api, "/signup", { msisdn: line.msisdn })).json();
    const code = (await lastCode(db.db, line.msisdn)) ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await (await post(api, "/verify-code", { flowId, code: wrong })).json()).code);
    expect(codes).toEqual(["code_invalid", "code_invalid", "code_invalid", "code_invalid", "code_locked"]);
    const right = await post(api, "/verify-code", { flowId, code });
    expect(right.status).toBe(422);
    expect((await right.json()).code).toBe("code_locked");
  }));

test("an expired code is refused", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const line = await makeLine(db.db);
    const { flowId } = await (await post(api, "/signup", { msisdn: line.msisdn })).json();
    const code = await lastCode(db.db, line.msisdn);
    await db.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.flowId, flowId));
    const res = await post(api, "/verify-code", { flowId, code });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe("code_expired");
  }));

test("a second code within 60 seconds is refused with Retry-After; Arabic-Indic digits are accepted", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const line = await makeLine(db.db);
    const arabicDigits = `0${line.msisdn.slice(3)}`.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await post(api, "/signup", { msisdn: arabicDigits })).status).toBe(202);
    const again = await post(api, "/signup", { msisdn: line.msisdn });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(50);
    expect((await again.json()).code).toBe("resend_cooldown");
  }));

test("a number outside the network is a field error, and a common password is refused", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const bad = await post(api, "/signup", { msisdn: "0770 123 4567" }, { "Accept-Language": "ar" });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.fields).toEqual([
      expect.objectContaining({ path: "msisdn", message: expect.stringMatching(/[\u0600-\u06FF]/) }),
    ]);

    const line = await makeLine(db.db);
    const { flowId } = await (await post(api, "/signup", { msisdn: line.msisdn })).json();
    const { ticket } = await (
      await post(api, "/verify-code", { flowId, code: await lastCode(db.db, line.msisdn) })
    ).json();
    const weak = await post(api, "/complete-signup", {
      ticket,
      name: "Ali Hadi",
      password: "password123",
      language: "ar",
    });
    expect(weak.status).toBe(422);
    expect((await weak.json()).code).toBe("password_weak");
    // The ticket survives a refused password, so the customer can try another.
    const ok = await post(api, "/complete-signup", {
      ticket,
      name: "Ali Hadi",
      password: TEST_PASSWORD,
      language: "ar",
    });
    expect(ok.status).toBe(201);
  }));
