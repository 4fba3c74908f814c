/** Issue 14: every success the line cannot take ends refunded (or refund_failed, retried until refunded). */
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { expect, test } from "vitest";
import { testApi } from "../../../tests/api.ts";
import { testContext, testEnv } from "../../../tests/context.ts";
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
import { lines, payments, sandboxGatewayPayments, smsOutbox } from "../../db/schema/index.ts";
import { reconcilePayments } from "../../domain/payments/reconcile.ts";
import { translate } from "../../i18n/catalogue.ts";
import { counterValue } from "../../lib/metrics.server.ts";

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.now() + ms);
const FAILED_REFUNDS = ["payments_refund_failed_total", { provider: "sandbox", outcome: "unavailable" }] as const;

test("a signed callback with another amount than the gateway took: acknowledged, and the money taken goes back", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { dropCallbacks: true });
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 15_000 },
      { key: "pay-key-refund-000001" },
    );
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    const notice = {
      ref: row?.providerRef ?? "",
      merchantRef: payment.id,
      status: "succeeded" as const,
      amountIqd: 14_000,
    };

    const res = await postCallback(api, notice);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, state: "refunded" });
    const [after] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ state: "refunded", reason: "amount_mismatch" });
    const [atGateway] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
    expect(atGateway?.state).toBe("refunded");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });

    // The gateway repeats its callback: still acknowledged, nothing moves twice.
    const again = await postCallback(api, notice);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ state: "refunded" });
  }));

test("a refund the gateway cannot do now: acknowledged, refund_failed (counted, in words), retried with back-off until refunded", () =>
  withRollback(async (handle, db) => {
    let gatewayDown = true;
    const api = testApi(handle, {
      dropCallbacks: true,
      wrapGateway: (sandbox) => ({
        ...sandbox,
        refund: async (ref, amountIqd) =>
          gatewayDown ? { outcome: "unavailable", reason: "timeout" } : sandbox.refund(ref, amountIqd),
      }),
    });
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 15_000 },
      { key: "pay-key-refund-000002" },
    );
    const back = await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    const notice = {
      ref: row?.providerRef ?? "",
      merchantRef: payment.id,
      status: "succeeded" as const,
      amountIqd: 14_000,
    };
    const countedBefore = counterValue(...FAILED_REFUNDS);

    const res = await postCallback(api, notice);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, state: "refund_failed" });
    expect(counterValue(...FAILED_REFUNDS)).toBe(countedBefore + 1);
    const [failed] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(failed).toMatchObject({
      state: "refund_failed",
      reason: "amount_mismatch",
      refundAttempts: 1,
      lastRefundError: "unavailable: timeout",
    });
    const firstRetry = failed?.nextRefundAt?.getTime() ?? 0;
    expect(firstRetry - Date.now()).toBeGreaterThan(50_000);
    expect(firstRetry - Date.now()).toBeLessThanOrEqual(MINUTE);

    // The customer's receipt says the money is on its way back, not that it is back.
    const view = await (await receipt(api, payment.id, { token: tokenFrom(back.headers.get("location")) })).json();
    expect(view).toMatchObject({
      state: "refund_failed",
      reasonMessage: translate("en", "payments.reason.refunding"),
      refreshAfterSeconds: null,
    });
    // The gateway repeating its callback is acknowledged and does not hurry the retry.
    expect((await postCallback(api, notice)).status).toBe(200);

    expect(await reconcileAt(api, db, at(30_000))).toMatchObject({ refunded: 0 });
    const [waited] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(waited?.refundAttempts).toBe(1);
    const logged: { level: string; msg: string; paymentId?: string }[] = [];
    const log = pino(
      { formatters: { level: (label) => ({ level: label }) } },
      {
        write: (line: string) => logged.push(JSON.parse(line)),
      },
    );
    const env = testEnv(db, api.config, { gateways: api.gateways, log });
    expect(await reconcilePayments({ ctx: testContext(db, { now: at(2 * MINUTE), env }) })).toMatchObject({
      refunded: 0,
    });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: "error", paymentId: payment.id, msg: expect.stringContaining("refund_failed") }),
    );
    const [second] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(second?.refundAttempts).toBe(2);
    expect((second?.nextRefundAt?.getTime() ?? 0) - at(2 * MINUTE).getTime()).toBeGreaterThan(MINUTE);
    expect(counterValue(...FAILED_REFUNDS)).toBe(countedBefore + 2);

    gatewayDown = false;
    expect(await reconcileAt(api, db, at(10 * MINUTE))).toMatchObject({ refunded: 1 });
    const [done] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(done).toMatchObject({ state: "refunded", reason: "amount_mismatch", refundedIqd: 15_000 });
    const [atGateway] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
    expect(atGateway?.state).toBe("refunded");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, c.msisdn));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toContain("١٥٬٠٠٠");
    expect(await reconcileAt(api, db, at(60 * MINUTE))).toMatchObject({ refunded: 0, checked: 0 });
  }));

test("an unpaid payment past its deadline reads expired (not declined) and its gateway order is cancelled; money taken late goes back", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const { payment, redirectUrl } = await startedPayment(
      api,
      { purpose: "recharge", msisdn: national(c.msisdn), amount: 6_000 },
      { key: "pay-key-refund-000003" },
    );
    const past = new Date(Date.now() - MINUTE);
    await db.update(payments).set({ expiresAt: past }).where(eq(payments.id, payment.id));
    await db
      .update(sandboxGatewayPayments)
      .set({ expiresAt: past })
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
    const [order] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));

    // The receipt page's status query finds it unpaid at the gateway.
    const view = await (await receipt(api, payment.id, { token: tokenFrom(order?.returnUrl ?? "") })).json();
    expect(view).toMatchObject({
      state: "expired",
      reason: "expired",
      reasonMessage: translate("en", "payments.reason.expired"),
    });
    const [cancelled] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
    expect(cancelled?.state).toBe("cancelled");
    await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });

    // The gateway took the money anyway (a race on its side) and says so late, and the line has
    // closed meanwhile: the callback is acknowledged and the money goes back.
    await db
      .update(sandboxGatewayPayments)
      .set({ state: "succeeded" })
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
    await db.update(lines).set({ status: "terminated" }).where(eq(lines.id, c.lineId));
    const res = await postCallback(api, {
      ref: order?.ref ?? "",
      merchantRef: payment.id,
      status: "succeeded",
      amountIqd: 6_000,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: "refunded" });
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ state: "refunded", reason: "line_not_in_service", refundedIqd: 6_000 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
  }));
