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
  reconcileAt,
  started,
  startedPayment,
  startPayment,
  TEST_CARDS,
  tokenFrom,
} from "../../../tests/factories/payments.ts";
import { billedCustomer } from "../../../tests/factories/vouchers.ts";
import { ledgerEntries, lines, payments, sandboxGatewayPayments, smsOutbox } from "../../db/schema/index.ts";

const MINUTE = 60_000;
const after = (ms: number) => new Date(Date.now() + ms);

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
    expect(together.every((r) => r.status === 200)).toBe(true);
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

test("server stopped between the gateway's success and fulfilment: reconciliation fulfils exactly once", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { dropCallbacks: true });
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 9000 },
      { key: "pay-key-000000000005" },
    );
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    const [before] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(before?.state).toBe("pending");

    const restarted = testApi(handle);
    expect(await reconcileAt(restarted, db, after(2 * MINUTE))).toMatchObject({ fulfilled: 1 });
    expect(await reconcileAt(restarted, db, after(4 * MINUTE))).toMatchObject({ fulfilled: 0 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 9000, ledger: 9000 });

    // Stopped after recording the success but before crediting: the job finishes the work.
    const other = await fundedCustomer(db, 0);
    const second = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(other.msisdn), amount: 3000 },
      { key: "pay-key-000000000006" },
    );
    await payAtGateway(api, second.redirectUrl, TEST_CARDS.success);
    await db
      .update(payments)
      .set({ state: "succeeded", updatedAt: new Date(Date.now() - MINUTE) })
      .where(eq(payments.id, second.payment.id));
    expect(await reconcileAt(restarted, db, new Date())).toMatchObject({ fulfilled: 1 });
    expect(await reconcileAt(restarted, db, after(MINUTE))).toMatchObject({ fulfilled: 0 });
    expect(await moneyOf(db, other.lineId)).toEqual({ balance: 3000, ledger: 3000 });
  }));

test("a gateway that never calls back: the return visit's status query fulfils it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 4000 },
      { key: "pay-key-000000000007" },
    );
    const back = await payAtGateway(api, redirectUrl, TEST_CARDS.neverCallsBack);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const view = await (await receipt(api, payment.id, { token: tokenFrom(back.headers.get("location")) })).json();
    expect(view.state).toBe("fulfilled");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 4000, ledger: 4000 });
  }));

test("a payment never completed expires and the gateway refuses it afterwards; a late success is still honoured", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 6000 },
      { key: "pay-key-000000000008" },
    );
    expect(await reconcileAt(api, db, after(31 * MINUTE))).toMatchObject({ expired: 1 });
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ state: "expired", reason: "expired" });
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    const [atGateway] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
    expect(atGateway?.state).toBe("cancelled");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });

    // A gateway that reports success after we expired the payment: the line still gets it.
    const res = await postCallback(api, {
      ref: row?.providerRef ?? "",
      merchantRef: payment.id,
      status: "succeeded",
      amountIqd: 6000,
    });
    expect(await res.json()).toMatchObject({ state: "fulfilled" });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 6000, ledger: 6000 });
  }));

test("a success that cannot be applied (the line was closed meanwhile) is refunded through the gateway", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 8000 },
      { key: "pay-key-000000000009" },
    );
    await payAtGateway(api, redirectUrl, TEST_CARDS.neverCallsBack);
    await db.update(lines).set({ status: "terminated" }).where(eq(lines.id, c.lineId));
    expect(await reconcileAt(api, db, after(2 * MINUTE))).toMatchObject({ refunded: 1, fulfilled: 0 });
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ state: "refunded", reason: "line_not_in_service" });
    const [atGateway] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
    expect(atGateway?.state).toBe("refunded");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
  }));

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
    expect(abandoned?.state).toBe("failed");
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

test("reconciliation handles each payment on its own and never expires one whose gateway is gone", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { dropCallbacks: true });
    const a = await fundedCustomer(db, 0);
    const b = await fundedCustomer(db, 0);
    const first = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(a.msisdn), amount: 2000 },
      { key: "pay-key-000000000060" },
    );
    const second = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(b.msisdn), amount: 3000 },
      { key: "pay-key-000000000061" },
    );
    await payAtGateway(api, second.redirectUrl, TEST_CARDS.success);
    // The first was taken through a gateway this installation no longer has.
    await db.update(payments).set({ provider: "retired-gateway" }).where(eq(payments.id, first.payment.id));
    const counts = await reconcileAt(api, db, after(40 * MINUTE));
    expect(counts).toMatchObject({ fulfilled: 1, expired: 0 });
    const [kept] = await db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(kept?.state).toBe("pending");
    expect(await moneyOf(db, b.lineId)).toEqual({ balance: 3000, ledger: 3000 });
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
