import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode, makeCustomer, makeLine } from "../../../tests/factories/accounts.ts";
import { lines } from "../../db/schema/index.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";

const post = (api: ReturnType<typeof testApi>, path: string, json: unknown, headers: Record<string, string> = {}) =>
  call(api, `/api/v1/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(json),
  });

/** Asks for a sign-in code and checks it: the ticket that signs in. */
async function loginTicket(api: ReturnType<typeof testApi>, db: Parameters<typeof lastCode>[0], msisdn: string) {
  const { flowId } = await (await post(api, "/login-code", { msisdn })).json();
  const code = await lastCode(db, msisdn);
  const verified = await post(api, "/verify-code", { flowId, code });
  expect(verified.status).toBe(200);
  return (await verified.json()).ticket as string;
}

test("a customer signs in with an SMS code instead of the password, once per code", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { national, msisdn } = await makeCustomer(db.db, { name: "Hawre Salih" });
    const start = await post(api, "/login-code", { msisdn: national }, { "Accept-Language": "ckb" });
    expect(start.status).toBe(202);
    const [sms] = await readOutbox(db.db, msisdn, 1);
    expect(sms?.body).toContain("چوونەژوورەوە");
    const { flowId } = await start.json();
    const verified = await post(api, "/verify-code", { flowId, code: await lastCode(db.db, msisdn) });
    const { ticket, purpose } = await verified.json();
    expect(purpose).toBe("login");

    const signedIn = await post(api, "/login-ticket", { ticket });
    expect(signedIn.status).toBe(200);
    const { token } = await signedIn.json();
    const session = await call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${token}` } });
    expect(await session.json()).toMatchObject({ customer: { name: "Hawre Salih" } });

    const again = await post(api, "/login-ticket", { ticket });
    expect(again.status).toBe(422);
    expect((await again.json()).code).toBe("ticket_invalid");
  }));

test("a number without an account gets the same answer and no SMS; other flows' tickets do not sign in", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const free = await makeLine(db.db);
    const answers = [];
    for (const number of [msisdn, free.msisdn, "9647899999998"]) {
      const res = await post(api, "/login-code", { msisdn: number });
      answers.push({ status: res.status, keys: Object.keys(await res.json()).sort() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await lastCode(db.db, free.msisdn)).toBeUndefined();

    // A sign-up ticket proves the number too, but is not a way into an account.
    const { flowId } = await (await post(api, "/signup", { msisdn: free.msisdn })).json();
    const verified = await post(api, "/verify-code", { flowId, code: await lastCode(db.db, free.msisdn) });
    const { ticket } = await verified.json();
    const refused = await post(api, "/login-ticket", { ticket });
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe("ticket_invalid");
  }));

test("a line suspended after the code was sent does not sign in", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn, line } = await makeCustomer(db.db);
    const ticket = await loginTicket(api, db.db, msisdn);
    await db.db.update(lines).set({ status: "suspended" }).where(eq(lines.id, line.id));
    const refused = await post(api, "/login-ticket", { ticket });
    expect(refused.status).toBe(422);
  }));

test("a second sign-in code within 60 seconds is refused with Retry-After", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    expect((await post(api, "/login-code", { msisdn })).status).toBe(202);
    const again = await post(api, "/login-code", { msisdn });
    expect(again.status).toBe(429);
    expect((await again.json()).code).toBe("resend_cooldown");
  }));
