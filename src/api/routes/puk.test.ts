import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode, makeLine, TEST_PASSWORD } from "../../../tests/factories/accounts.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, pukViews, simPuks } from "../../db/schema/index.ts";
import { recordPuk } from "../../domain/lines/puk.ts";

type Customer = { token: string; lineId: string; account: { id: string } };

const post = (api: ReturnType<typeof testApi>, c: Customer, path: string, body: unknown, lineId = c.lineId) =>
  call(api, `/api/v1/lines/${lineId}/puk${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${c.token}`, "Content-Type": "application/json", "Accept-Language": "ar" },
    body: JSON.stringify(body),
  });

const sealingKey = testConfig().secrets.sealingKey;

/** A customer whose line's SIM has the PUK 48151623, and a second line of the same account. */
async function customerWithPuk(db: Db) {
  const customer = await fundedCustomer(db, 0);
  await recordPuk(db, sealingKey, customer.lineId, "48151623", new Date());
  const second = await makeLine(db);
  await db.insert(accountLines).values({ accountId: customer.account.id, lineId: second.id, isPrimary: 0 });
  return { ...customer, second };
}

test("the PUK is shown after the password is entered again, sealed at rest, and the reading recorded", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await customerWithPuk(db);
    const [stored] = await db.select().from(simPuks).where(eq(simPuks.lineId, customer.lineId));
    expect(stored?.pukSealed).not.toContain("48151623");

    const res = await post(api, customer, "", { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toEqual({ msisdn: customer.msisdn, puk: "48151623" });
    const views = await db.select().from(pukViews).where(eq(pukViews.lineId, customer.lineId));
    expect(views).toEqual([expect.objectContaining({ accountId: customer.account.id, proof: "password" })]);

    const wrong = await post(api, customer, "", { password: "not the password at all" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).fields).toEqual([expect.objectContaining({ path: "password" })]);
    expect(await db.$count(pukViews)).toBe(1);
  }));

test("or after a code sent to another line of the account; the code's ticket works once", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await customerWithPuk(db);
    const started = await post(api, customer, "/code", { msisdn: customer.second.msisdn });
    expect(started.status).toBe(202);
    const { flowId } = await started.json();
    const code = await lastCode(db, customer.second.msisdn);
    const verified = await call(api, "/api/v1/auth/verify-code", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ flowId, code }),
    });
    const { ticket } = await verified.json();
    const res = await post(api, customer, "", { ticket });
    expect(await res.json()).toEqual({ msisdn: customer.msisdn, puk: "48151623" });
    const [view] = await db.select().from(pukViews).where(eq(pukViews.lineId, customer.lineId));
    expect(view).toMatchObject({ proof: "sms_code", codeMsisdn: customer.second.msisdn });
    expect((await post(api, customer, "", { ticket })).status).toBe(422);
  }));

test("the code cannot go to the locked line itself or to a line of another account", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await customerWithPuk(db);
    const stranger = await makeLine(db);
    for (const msisdn of [customer.msisdn, stranger.msisdn]) {
      const res = await post(api, customer, "/code", { msisdn });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.code).toBe("puk_code_line");
      expect(body.fields[0].message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await lastCode(db, stranger.msisdn)).toBeUndefined();
  }));

test("another customer's line is not found; a line without SIM records says what to do", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await customerWithPuk(db);
    const other = await customerWithPuk(db);
    expect((await post(api, customer, "", { password: TEST_PASSWORD }, other.lineId)).status).toBe(404);
    const res = await post(api, customer, "", { password: TEST_PASSWORD }, customer.second.id);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe("puk_not_on_record");
    expect(await db.$count(pukViews)).toBe(0);
  }));

test("without a session there is no PUK", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await customerWithPuk(db);
    const res = await call(api, `/api/v1/lines/${customer.lineId}/puk`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(401);
  }));
