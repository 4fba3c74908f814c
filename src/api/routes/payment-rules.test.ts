/** The rules around starting payments: one open at a time, amount and daily limits, bills, history, rate limits. */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import {
  national,
  payAtGateway,
  started,
  startedPayment,
  startPayment,
  TEST_CARDS,
} from "../../../tests/factories/payments.ts";
import { billedCustomer } from "../../../tests/factories/vouchers.ts";
import { payments } from "../../db/schema/index.ts";

test("one open payment per number and purpose: money on its way blocks a second; an abandoned one is released", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const body = { purpose: "recharge" as const, msisdn: national(c.msisdn), amount: 5000 };
    const first = await startedPayment(api, body, { key: "pay-key-000000000010", token: c.token });
    // Someone else cannot cancel it while the customer may still be typing their card.
    const stranger = await startPayment(api, body, { key: "pay-key-000000000013" });
    expect(stranger.status).toBe(409);
    expect((await stranger.json()).code).toBe("payment_in_progress");
    // The same customer, back from a closed tab, starts again: the first is cancelled at the gateway.
    const second = await startedPayment(api, body, { key: "pay-key-000000000011", token: c.token });
    const [abandoned] = await db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(abandoned).toMatchObject({ state: "cancelled", reason: "abandoned" });
    await payAtGateway(api, second.redirectUrl, TEST_CARDS.pendingThenSuccess);
    const third = await startPayment(api, body, { key: "pay-key-000000000012", lang: "ku", token: c.token });
    expect(third.status).toBe(409);
    expect((await third.json()).code).toBe("payment_in_progress");
    // A retry of the first request replays it and disturbs nothing.
    const retry = await startPayment(api, body, { key: "pay-key-000000000011", token: c.token });
    expect(retry.status).toBe(201);
    expect((await started(retry)).payment.id).toBe(second.payment.id);
  }));

test("amount limits and the daily limit per number are clear 422s; amounts may use Arabic-Indic digits", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const msisdn = national(c.msisdn);
    const small = await startPayment(
      api,
      { purpose: "recharge", msisdn, amount: 500 },
      { key: "pay-key-000000000020" },
    );
    expect(small.status).toBe(422);
    expect(await small.json()).toMatchObject({ code: "amount_too_small", fields: [{ path: "amount" }] });
    const big = await startPayment(
      api,
      { purpose: "recharge", msisdn, amount: 300_000 },
      { key: "pay-key-000000000021" },
    );
    expect((await big.json()).code).toBe("amount_too_large");
    const typed = await startPayment(
      api,
      { purpose: "recharge", msisdn, amount: "٢٥٠٠٠٠" },
      { key: "pay-key-000000000022" },
    );
    expect(typed.status).toBe(201);
    const { redirectUrl } = await started(typed);
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    const more = await startPayment(
      api,
      { purpose: "recharge", msisdn, amount: 250_000 },
      { key: "pay-key-000000000023" },
    );
    await payAtGateway(api, (await started(more)).redirectUrl, TEST_CARDS.success);
    const over = await startPayment(
      api,
      { purpose: "recharge", msisdn, amount: 1000 },
      { key: "pay-key-000000000024" },
    );
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({ code: "daily_limit_reached" });
    const bad = await startPayment(
      api,
      { purpose: "recharge", msisdn, amount: "ten" },
      { key: "pay-key-000000000025" },
    );
    expect((await bad.json()).fields).toEqual([expect.objectContaining({ path: "amount" })]);
  }));

test("bill look-up: the amount due with the name masked, and one neutral answer for prepaid and unknown numbers", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const billed = await billedCustomer(db, 12_000);
    const prepaid = await fundedCustomer(db, 0);
    const due = await (await call(api, `/api/v1/bills/due?msisdn=${national(billed.msisdn)}`)).json();
    expect(due).toMatchObject({
      amountDueIqd: 12_000,
      holderMasked: "N••• A••",
      overdue: false,
      paymentPending: false,
    });
    const neutral = async (msisdn: string) => {
      const body = await (await call(api, `/api/v1/bills/due?msisdn=${msisdn}`)).json();
      return { ...body, msisdnMasked: undefined };
    };
    expect(await neutral(national(prepaid.msisdn))).toEqual(await neutral("07819999998"));
    expect(await neutral("07819999998")).toMatchObject({ amountDueIqd: 0, holderMasked: null });
  }));

test("paying part of a bill through the gateway settles that much of it; more than is due is refused", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await billedCustomer(db, 12_000);
    const msisdn = national(c.msisdn);
    const tooMuch = await startPayment(
      api,
      { purpose: "bill", msisdn, amount: 15_000 },
      { key: "pay-key-000000000030" },
    );
    expect(await tooMuch.json()).toMatchObject({ code: "amount_above_due" });
    const { redirectUrl } = await startedPayment(
      api,
      { purpose: "bill", msisdn, amount: 5000 },
      { key: "pay-key-000000000031" },
    );
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    expect(await c.paidOf()).toBe(5000);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -7000, ledger: -7000 });
    const due = await (await call(api, `/api/v1/bills/due?msisdn=${msisdn}`)).json();
    expect(due.amountDueIqd).toBe(7000);
    const prepaid = await fundedCustomer(db, 0);
    const none = await startPayment(
      api,
      { purpose: "bill", msisdn: national(prepaid.msisdn), amount: 5000 },
      { key: "pay-key-000000000032" },
    );
    expect(await none.json()).toMatchObject({ code: "no_bill_due" });
  }));

test("the signed-in customer's history lists payments to their lines; options describe the gateway and limits", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    await startPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 5000 },
      { key: "pay-key-000000000040" },
    );
    const list = await (
      await call(api, "/api/v1/payments", { headers: { Authorization: `Bearer ${c.token}` } })
    ).json();
    expect(list.payments).toHaveLength(1);
    expect((await call(api, "/api/v1/payments")).status).toBe(401);
    const options = await (await call(api, "/api/v1/payments/options")).json();
    expect(options).toMatchObject({
      online: { gateway: "sandbox", test: true },
      limits: { minIqd: 1000, maxIqd: 250_000 },
    });
  }));

test("starting payments is rate-limited per number (429 with Retry-After)", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const body = { purpose: "recharge" as const, msisdn: national(c.msisdn), amount: 10 };
    for (let i = 0; i < 10; i++) {
      expect((await startPayment(api, body, { key: `pay-key-rate-0000000${i}` })).status).toBe(422);
    }
    const limited = await startPayment(api, body, { key: "pay-key-rate-00000099" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  }));
