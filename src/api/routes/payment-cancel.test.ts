/** An unfinished payment does not block the customer: continue paying, or cancel and pay again at once (issue 20). */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import {
  national,
  payAtGateway,
  receipt,
  started,
  startedPayment,
  startPayment,
  TEST_CARDS,
} from "../../../tests/factories/payments.ts";
import { payments } from "../../db/schema/index.ts";

type Api = ReturnType<typeof testApi>;

function cancel(api: Api, id: string, access: { token?: string; bearer?: string; lang?: string }) {
  return call(api, `/api/v1/payments/${id}/cancel`, {
    method: "POST",
    headers: {
      "Accept-Language": access.lang ?? "en",
      ...(access.token ? { "X-Payment-Token": access.token } : {}),
      ...(access.bearer ? { Authorization: `Bearer ${access.bearer}` } : {}),
    },
  });
}

test("a visitor who left the gateway's page sees the payment as unfinished, cancels it with its receipt key, and pays again at once", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const holder = await fundedCustomer(db, 0);
    const body = { purpose: "recharge" as const, msisdn: national(holder.msisdn), amount: 5000 };
    const first = await startedPayment(api, body, { key: "cancel-key-000000001" });
    const token = first.receiptToken;
    expect(token.length).toBeGreaterThan(20);

    const seen = await (await receipt(api, first.payment.id, { token })).json();
    expect(seen).toMatchObject({ state: "pending", cancellable: true, continueUrl: first.redirectUrl });

    // Today's trap: a second try within minutes is refused…
    const blocked = await startPayment(api, body, { key: "cancel-key-000000002" });
    expect(blocked.status).toBe(409);
    // …a stranger cannot cancel it, nor can the key of another payment…
    expect((await cancel(api, first.payment.id, {})).status).toBe(404);
    expect((await cancel(api, first.payment.id, { token: "x".repeat(43) })).status).toBe(404);
    // …but its payer can, and the new payment starts at once.
    const cancelled = await cancel(api, first.payment.id, { token, lang: "ku" });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      state: "cancelled",
      reason: "customer_cancelled",
      cancellable: false,
      continueUrl: null,
      reasonMessage: "تۆ ئەم پارەدانەت پێش پارەدان هەڵوەشاندەوە. هیچ پارەیەک نەبڕدرا.",
    });
    // Repeating the cancel answers the same; the old gateway page no longer takes money.
    expect((await cancel(api, first.payment.id, { token })).status).toBe(200);
    await payAtGateway(api, first.redirectUrl, TEST_CARDS.success);
    const [old] = await db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(old?.state).toBe("cancelled");

    const again = await startPayment(api, body, { key: "cancel-key-000000003" });
    expect(again.status).toBe(201);
    await payAtGateway(api, (await started(again)).redirectUrl, TEST_CARDS.success);
    expect(await moneyOf(db, holder.lineId)).toEqual({ balance: 5000, ledger: 5000 });
  }));

test("whoever holds the line may cancel a payment someone else left unfinished on it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const holder = await fundedCustomer(db, 0);
    const relative = await fundedCustomer(db, 0);
    const body = { purpose: "recharge" as const, msisdn: national(holder.msisdn), amount: 7000 };
    const left = await startedPayment(api, body, { key: "cancel-key-000000011", token: relative.token });
    // Another customer's session opens nothing.
    const stranger = await fundedCustomer(db, 0);
    expect((await cancel(api, left.payment.id, { bearer: stranger.token })).status).toBe(404);
    const list = await (
      await call(api, "/api/v1/payments", { headers: { Authorization: `Bearer ${holder.token}` } })
    ).json();
    expect(list.payments[0]).toMatchObject({ id: left.payment.id, cancellable: true });
    const res = await cancel(api, left.payment.id, { bearer: holder.token });
    expect(res.status).toBe(200);
    expect((await res.json()).state).toBe("cancelled");
  }));

test("a payment already paid at the gateway cannot be cancelled: it is confirmed and credited as usual", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const body = { purpose: "recharge" as const, msisdn: national(c.msisdn), amount: 6000 };
    const paid = await startedPayment(api, body, { key: "cancel-key-000000021", token: c.token });
    await payAtGateway(api, paid.redirectUrl, TEST_CARDS.pendingThenSuccess);
    const view = await (await receipt(api, paid.payment.id, { bearer: c.token })).json();
    expect(view).toMatchObject({ state: "pending", cancellable: false, continueUrl: null });
    const refused = await cancel(api, paid.payment.id, { bearer: c.token, lang: "ar" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "payment_paid_already",
      message: "تم دفع هذه الدفعة في صفحة الدفع، لذا لا يمكن إلغاؤها. يجري تأكيدها وستصل إلى الخط قريباً.",
    });
    const [row] = await db.select().from(payments).where(eq(payments.id, paid.payment.id));
    expect(row?.state).toBe("pending");

    // Money on its way blocks a second payment: never two by accident.
    const second = await startPayment(api, { ...body, amount: 5000 }, { key: "cancel-key-000000022", token: c.token });
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe("payment_in_progress");
  }));
