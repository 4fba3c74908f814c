/** Online payments through the sandbox gateway: the flow, receipts and signed callbacks. */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import {
  national,
  payAtGateway,
  postCallback,
  receipt,
  started,
  startedPayment,
  startPayment,
  TEST_CARDS,
  tokenFrom,
} from "../../../tests/factories/payments.ts";
import { ledgerEntries, payments, smsOutbox } from "../../db/schema/index.ts";

test("recharge by card through the sandbox: redirect, signed callback, one credit, receipt by token only", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const relative = await fundedCustomer(db, 500);
    const res = await startPayment(
      api,
      { purpose: "recharge", msisdn: national(relative.msisdn), amount: "10,000" },
      {
        key: "pay-key-000000000001",
      },
    );
    expect(res.status).toBe(201);
    const { payment, redirectUrl } = await started(res);
    expect(payment).toMatchObject({ state: "pending", amountIqd: 10_000, refreshAfterSeconds: 3 });
    expect(new URL(redirectUrl).pathname).toMatch(/^\/sandbox-gateway\/pay\/sbx_/);

    const page = await api.fetch(new Request(`http://localhost${new URL(redirectUrl).pathname}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("10,000");

    const back = await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    expect(back.status).toBe(303);
    const location = back.headers.get("location") ?? "";
    expect(location).toContain(`/en/payments/${payment.id}?t=`);
    expect(await moneyOf(db, relative.lineId)).toEqual({ balance: 10_500, ledger: 10_500 });

    const token = tokenFrom(location);
    const shown = await receipt(api, payment.id, { token });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toContain("no-store");
    expect(await shown.json()).toMatchObject({
      state: "fulfilled",
      refreshAfterSeconds: null,
      msisdnMasked: expect.stringContaining("•••"),
    });
    expect((await receipt(api, payment.id, {})).status).toBe(404);
    expect((await receipt(api, payment.id, { token: `${token}x` })).status).toBe(404);
    expect((await receipt(api, payment.id, { bearer: relative.token })).status).toBe(200);

    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, relative.msisdn));
    expect(sms).toHaveLength(1);

    const replay = await startPayment(
      api,
      { purpose: "recharge", msisdn: national(relative.msisdn), amount: 10_000 },
      {
        key: "pay-key-000000000001",
      },
    );
    expect(replay.status).toBe(201);
    expect((await started(replay)).payment.id).toBe(payment.id);
    expect(await moneyOf(db, relative.lineId)).toEqual({ balance: 10_500, ledger: 10_500 });
  }));

test("a declined card: a clear reason, nothing charged, and a new payment can start", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const body = { purpose: "recharge" as const, msisdn: national(c.msisdn), amount: 5000 };
    const { payment, redirectUrl } = await startedPayment(api, body, { key: "pay-key-000000000002", lang: "ar" });
    const back = await payAtGateway(api, redirectUrl, TEST_CARDS.declined);
    const view = await (await receipt(api, payment.id, { token: tokenFrom(back.headers.get("location")) })).json();
    expect(view).toMatchObject({ state: "failed", reason: "declined" });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const again = await startPayment(api, body, { key: "pay-key-000000000003" });
    expect(again.status).toBe(201);
  }));

test("the same signed callback 100 times, in sequence and at once, credits once", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { dropCallbacks: true });
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 7000 },
      { key: "pay-key-000000000004" },
    );
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    const notice = {
      ref: row?.providerRef ?? "",
      merchantRef: payment.id,
      status: "succeeded" as const,
      amountIqd: 7000,
    };
    const deliver = () => postCallback(api, notice);
    for (let i = 0; i < 50; i++) expect((await deliver()).status).toBe(200);
    const together = await Promise.all(Array.from({ length: 50 }, deliver));
    expect(together.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 7000, ledger: 7000 });
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.lineId, c.lineId))).toHaveLength(1);
  }));

test("callbacks need the gateway's signature, not an API key", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const res = await postCallback(
      api,
      {
        ref: "sbx_x",
        merchantRef: "00000000-0000-4000-8000-000000000000",
        status: "succeeded",
        amountIqd: 1000,
      },
      "not-the-secret-0123456789abcdefghij",
    );
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("invalid_signature");
    const unknown = await call(api, "/api/v1/payments/callbacks/paypal", { method: "POST", key: null, body: "{}" });
    expect(unknown.status).toBe(404);
  }));

test("a signed callback about our payment whose gateway reference we never saved adopts it: the money is not lost", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { dropCallbacks: true });
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 2000 },
      { key: "pay-key-000000000050" },
    );
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    await db.update(payments).set({ providerRef: null }).where(eq(payments.id, payment.id));
    const res = await postCallback(api, {
      ref: row?.providerRef ?? "",
      merchantRef: payment.id,
      status: "succeeded",
      amountIqd: 2000,
    });
    expect(await res.json()).toMatchObject({ state: "fulfilled" });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 2000, ledger: 2000 });
    const odd = await postCallback(api, {
      ref: "sbx_other",
      merchantRef: "not-a-uuid",
      status: "succeeded",
      amountIqd: 2000,
    });
    expect(odd.status).toBe(404);
  }));
