/** Issue 14: every success the line cannot take ends refunded (or refund_failed, retried until refunded). */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { national, payAtGateway, postCallback, startedPayment, TEST_CARDS } from "../../../tests/factories/payments.ts";
import { payments, sandboxGatewayPayments } from "../../db/schema/index.ts";

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
