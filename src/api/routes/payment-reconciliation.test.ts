/** What the reconciliation job and status queries settle when callbacks do not: fulfil, expire, refund. */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import {
  national,
  payAtGateway,
  postCallback,
  receipt,
  reconcileAt,
  startedPayment,
  TEST_CARDS,
  tokenFrom,
} from "../../../tests/factories/payments.ts";
import { lines, payments, sandboxGatewayPayments } from "../../db/schema/index.ts";

const MINUTE = 60_000;
const after = (ms: number) => new Date(Date.now() + ms);

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
