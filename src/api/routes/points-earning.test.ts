/** Points earned by recharges, bill payments and bundles: once per event, to the line's holder. */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import {
  national,
  payAtGateway,
  postCallback,
  reconcileAt,
  startedPayment,
  startPayment,
  TEST_CARDS,
} from "../../../tests/factories/payments.ts";
import { pointsBooks, pointsLog } from "../../../tests/factories/points.ts";
import { billedCustomer, makeVouchers } from "../../../tests/factories/vouchers.ts";
import { payments, pointsEntries } from "../../db/schema/index.ts";

const bearer = (token: string, key: string) => ({
  Authorization: `Bearer ${token}`,
  "Content-Type": "application/json",
  "Idempotency-Key": key,
});

test("an online recharge earns 1 point per whole 1,000 IQD and the first-payment task, once despite retries and duplicate callbacks, for the holder not the payer", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { dropCallbacks: true });
    const payer = await fundedCustomer(db, 0);
    const holder = await fundedCustomer(db, 0);
    const body = { purpose: "recharge" as const, msisdn: national(holder.msisdn), amount: 7500 };
    const { payment, redirectUrl } = await startedPayment(api, body, {
      key: "pts-pay-000000000001",
      token: payer.token,
    });
    const retried = await startPayment(api, body, { key: "pts-pay-000000000001", token: payer.token });
    expect(retried.status).toBe(201);
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    const notice = {
      ref: row?.providerRef ?? "",
      merchantRef: payment.id,
      status: "succeeded" as const,
      amountIqd: 7500,
    };
    for (let i = 0; i < 3; i++) expect((await postCallback(api, notice)).status).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => postCallback(api, notice)));

    expect(await pointsLog(db, holder.account.id)).toEqual([
      "earn payment:<id> 7",
      "earn task:first_online_payment 50",
    ]);
    expect(await pointsBooks(db, holder.account.id)).toEqual({ balance: 57, entries: 57, lots: 57 });
    expect(await pointsLog(db, payer.account.id)).toEqual([]);
  }));

test("a bill payment earns on the amount paid; a line no account holds earns nothing", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const billed = await billedCustomer(db, 37_500);
    const bill = await startedPayment(
      api,
      { purpose: "bill", msisdn: national(billed.msisdn), amount: 37_500 },
      { key: "pts-pay-000000000002" },
    );
    await payAtGateway(api, bill.redirectUrl, TEST_CARDS.success);
    expect(await pointsLog(db, billed.account.id)).toEqual([
      "earn payment:<id> 37",
      "earn task:first_online_payment 50",
    ]);

    const nobodys = await makeLine(db);
    const before = await db.select().from(pointsEntries);
    const recharge = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(nobodys.msisdn), amount: 20_000 },
      { key: "pts-pay-000000000003" },
    );
    await payAtGateway(api, recharge.redirectUrl, TEST_CARDS.success);
    const [paid] = await db.select().from(payments).where(eq(payments.id, recharge.payment.id));
    expect(paid?.state).toBe("fulfilled");
    expect(await db.select().from(pointsEntries)).toHaveLength(before.length);
  }));

test("a scratch card earns once per card, also when the request is retried with its key", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const [code = ""] = await makeVouchers(db, [25_000]);
    const redeem = () =>
      call(api, "/api/v1/recharges/voucher", {
        method: "POST",
        headers: bearer(c.token, "pts-card-00000000001"),
        body: JSON.stringify({ msisdn: national(c.msisdn), code }),
      });
    expect((await redeem()).status).toBe(201);
    expect((await redeem()).status).toBe(201);
    // A scratch card is not an online payment: no task.
    expect(await pointsLog(db, c.account.id)).toEqual([expect.stringMatching(/^earn voucher:\S+ 25$/)]);
    expect(await pointsBooks(db, c.account.id)).toEqual({ balance: 25, entries: 25, lots: 25 });
  }));

test("a bundle bought earns its points and the first-bundle task once, also when the purchase is retried", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const buy = () =>
      call(api, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
        method: "POST",
        headers: bearer(c.token, "pts-buy-00000000001"),
        body: JSON.stringify({ offering: "bikaifi-210" }),
      });
    expect((await buy()).status).toBe(201);
    const again = await buy();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await pointsLog(db, c.account.id)).toEqual(["earn subscription:<id> 5", "earn task:first_online_bundle 25"]);

    const second = await call(api, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
      method: "POST",
      headers: bearer(c.token, "pts-buy-00000000002"),
      body: JSON.stringify({ offering: "bikaifi-210" }),
    });
    expect(second.status).toBe(201);
    expect(await pointsBooks(db, c.account.id)).toEqual({ balance: 35, entries: 35, lots: 35 });
  }));

test("a refunded payment takes its points back in the refund's transaction, as far as the balance holds them", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 12_000 },
      { key: "pts-pay-000000000004" },
    );
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    expect((await pointsBooks(db, c.account.id)).balance).toBe(62);
    // A refund raised on the fulfilled payment (as staff would), retried by the reconciliation job.
    await db
      .update(payments)
      .set({ state: "refund_failed", reason: "line_not_in_service", nextRefundAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, payment.id));
    await reconcileAt(api, db, new Date());
    const [after] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.state).toBe("refunded");
    expect(await pointsLog(db, c.account.id)).toEqual([
      "earn payment:<id> 12",
      "earn task:first_online_payment 50",
      "reverse reverse:payment:<id> -12",
    ]);
    expect(await pointsBooks(db, c.account.id)).toEqual({ balance: 50, entries: 50, lots: 50 });
  }));
