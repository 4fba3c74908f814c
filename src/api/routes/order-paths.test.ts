/** The other order paths and their exits: eSIM, phone with cash on delivery, reject and redo, cancel with refund, expiry. */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import {
  addNumber,
  addStock,
  BAGHDAD,
  COURIER_STEP_MINUTES,
  contactTicket,
  courierAt,
  expiryAt,
  identity,
  numberState,
  orderTestTables,
  type Placed,
  photosDeleteAfter,
  placeOrder,
  poolNumber,
  simOrder,
  staffCall,
  stockOf,
  testOrderPorts,
} from "../../../tests/factories/orders.ts";
import { national, payAtGateway, postCallback, TEST_CARDS } from "../../../tests/factories/payments.ts";
import { makeStaff } from "../../../tests/factories/staff.ts";
import { accountLines, orders, payments, sandboxGatewayPayments } from "../../db/schema/index.ts";

async function setup(handle: Parameters<typeof testApi>[0], db: Parameters<typeof orderTestTables>[0]) {
  await orderTestTables(db);
  const ports = testOrderPorts(db);
  return { ports, api: testApi(handle, { orders: ports }) };
}

test("a duplicated gateway callback moves the order once; cancelling the paid order refunds it and frees the number", () =>
  withRollback(async (handle, db) => {
    const { api } = await setup(handle, db);
    const { placed, msisdn } = await simOrder(api, db, "order-key-0000000101");
    const payment = placed.payment;
    if (!payment) throw new Error("no payment");
    await payAtGateway(api, payment.redirectUrl, TEST_CARDS.success);
    const [sandbox] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
    if (!sandbox) throw new Error("no sandbox payment");
    const notice = {
      ref: sandbox.ref,
      merchantRef: payment.id,
      status: "succeeded" as const,
      amountIqd: sandbox.amountIqd,
    };
    await Promise.all([postCallback(api, notice), postCallback(api, notice)]);
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row?.state).toBe("in_review");
    const [paid] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid?.state).toBe("fulfilled");

    const cancel = (token: string) =>
      call(api, `/api/v1/orders/${placed.order.reference}/cancel`, {
        method: "POST",
        headers: { "X-Order-Token": token },
      });
    expect((await cancel(`${placed.accessToken}x`)).status).toBe(404);
    const cancelled = await cancel(placed.accessToken);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ state: "cancelled", cancellable: false });
    const [refunded] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(refunded).toMatchObject({ state: "refunded", reason: "order_closed", refundedIqd: 8_000 });
    expect((await numberState(db, msisdn))?.holder_id).toBeNull();
    // The identity photos are kept for the retention period after the order ends, then deleted.
    const deleteAfter = await photosDeleteAfter(db, placed.order.id);
    const retentionMs = api.config.files.idDocumentRetentionDays * 24 * 60 * 60_000;
    expect(Math.abs((deleteAfter?.getTime() ?? 0) - (Date.now() + retentionMs))).toBeLessThan(60_000);
  }));

test("an unpaid order expires by the job and gives its number back; a quote or a second order cannot take a held number", () =>
  withRollback(async (handle, db) => {
    const { api, ports } = await setup(handle, db);
    const { placed, msisdn } = await simOrder(api, db, "order-key-0000000102");
    expect((await numberState(db, msisdn))?.holder_id).toBe(placed.order.id);
    const quote = await call(api, "/api/v1/orders/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        items: [{ type: "new_line", offering: "new-sim", sim: "physical", msisdn: national(msisdn) }],
        fulfilment: "courier",
        address: BAGHDAD,
      }),
    });
    expect(quote.status).toBe(409);
    expect(await quote.json()).toMatchObject({ code: "number_unavailable" });

    expect(await expiryAt(api, db, ports, new Date())).toMatchObject({ expired: 0 });
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await expiryAt(api, db, ports, later)).toMatchObject({ expired: 1 });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row?.state).toBe("expired");
    expect((await numberState(db, msisdn))?.holder_id).toBeNull();
  }));

test("a rejected identity check is redone with new photos and goes back to review; the customer is told why", () =>
  withRollback(async (handle, db) => {
    const { api } = await setup(handle, db);
    const { placed } = await simOrder(api, db, "order-key-0000000103", { paymentMethod: "cash_on_delivery" });
    expect(placed.order.state).toBe("in_review");
    expect(placed.payment).toBeNull();
    const reviewer = await makeStaff(db, "ekyc_reviewer");
    const support = await makeStaff(db, "support");
    const reference = placed.order.reference;
    expect(
      (await staffCall(api, `/orders/${reference}/reject`, support.token, { reason: "photo_unreadable" })).status,
    ).toBe(403);
    const rejected = await staffCall(api, `/orders/${reference}/reject`, reviewer.token, {
      reason: "photo_unreadable",
      note: "The back of the card is blurred",
    });
    expect(await rejected.json()).toMatchObject({ state: "rejected", attempt: 1 });

    const redo = (body: unknown) =>
      call(api, `/api/v1/orders/${reference}/identity`, {
        method: "POST",
        headers: { "X-Order-Token": placed.accessToken, "Content-Type": "application/json", "Accept-Language": "ar" },
        body: JSON.stringify(body),
      });
    const badCard = await redo({ ...identity("2"), nationalId: "3994031700" });
    expect(badCard.status).toBe(422);
    expect(await badCard.json()).toMatchObject({ fields: expect.anything() });
    const again = await redo(identity("2"));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ state: "in_review", identity: { state: "pending" } });
    const approved = await staffCall(api, `/orders/${reference}/approve`, reviewer.token);
    expect(await approved.json()).toMatchObject({ state: "approved", attempt: 2 });
  }));

test("an eSIM for a signed-in customer: approval completes it into their account, and the QR needs a contact code until downloaded", () =>
  withRollback(async (handle, db) => {
    const { api } = await setup(handle, db);
    const customer = await fundedCustomer(db, 0);
    const msisdn = poolNumber();
    await addNumber(db, msisdn);
    const res = await call(api, "/api/v1/orders", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": "order-key-0000000104",
        Authorization: `Bearer ${customer.token}`,
      },
      body: JSON.stringify({
        items: [{ type: "new_line", offering: "new-sim", sim: "esim", msisdn: national(msisdn) }],
        fulfilment: "esim",
        contact: customer.national,
        customerName: "Dilan Omer",
        identity: identity(),
      }),
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as Placed;
    if (!placed.payment) throw new Error("no payment");
    await payAtGateway(api, placed.payment.redirectUrl, TEST_CARDS.success);
    const ticket = await contactTicket(api, db, customer.national);
    const esim = (t: string) =>
      call(api, `/api/v1/orders/${placed.order.reference}/esim`, { headers: { "X-Contact-Ticket": t } });
    expect((await esim(ticket)).status).toBe(409);

    const reviewer = await makeStaff(db, "ekyc_reviewer");
    const approved = await staffCall(api, `/orders/${placed.order.reference}/approve`, reviewer.token);
    expect(await approved.json()).toMatchObject({ state: "completed" });
    expect((await esim("not-a-real-ticket-value")).status).toBe(422);
    const shown = await esim(ticket);
    expect(shown.status).toBe(200);
    const code = (await shown.json()) as { activationCode: string; qrSvg: string };
    expect(code.activationCode).toMatch(/^LPA:1\$smdp\.sandbox\.invalid\$[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
    expect(code.qrSvg).toContain("<svg");

    const support = await makeStaff(db, "support");
    await staffCall(api, `/orders/${placed.order.reference}/esim-reissue`, support.token, {});
    const reissued = (await (await esim(ticket)).json()) as { activationCode: string };
    expect(reissued.activationCode).not.toBe(code.activationCode);
    await call(api, `/api/v1/orders/${placed.order.reference}/esim/downloaded`, {
      method: "POST",
      headers: { "X-Contact-Ticket": ticket },
    });
    expect((await esim(ticket)).status).toBe(409);

    const mine = await call(api, "/api/v1/me/orders", { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(await mine.json()).toMatchObject({
      orders: [{ reference: placed.order.reference, state: "completed", esim: { downloaded: true } }],
    });
    const held = await db.select().from(accountLines).where(eq(accountLines.accountId, customer.account.id));
    expect(held).toHaveLength(2);
  }));

test("a phone with cash on delivery: no identity check, stock held then sold, cash recorded at the door", () =>
  withRollback(async (handle, db) => {
    const { api, ports } = await setup(handle, db);
    await addStock(db, "galaxy-a15", 128, "light-blue", 3);
    const contact = "0751 222 3344";
    const res = await placeOrder(
      api,
      {
        items: [{ type: "device", offering: "galaxy-a15", storageGb: 128, colour: "light-blue" }],
        fulfilment: "courier",
        address: { governorate: "erbil", city: "erbil", street: "Gulan Street, near Park View" },
        paymentMethod: "cash_on_delivery",
        contact,
        contactTicket: await contactTicket(api, db, contact),
        customerName: "Hemin Kareem",
      },
      "order-key-0000000105",
    );
    expect(res.status).toBe(201);
    const placed = (await res.json()) as Placed & { order: { payOnDeliveryIqd: number; path: string } };
    expect(placed.order).toMatchObject({ state: "approved", path: "phone_courier_cod", payOnDeliveryIqd: 235_000 });
    expect(await stockOf(db, "galaxy-a15")).toEqual({ on_hand: 3, held: 1 });
    const now = Date.now();
    await courierAt(api, db, ports, new Date(now));
    await courierAt(api, db, ports, new Date(now + 2 * COURIER_STEP_MINUTES * 60_000));
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row).toMatchObject({ state: "completed", cashCollectedIqd: 235_000, createdLineId: null });
    expect(await stockOf(db, "galaxy-a15")).toEqual({ on_hand: 2, held: 0 });
  }));
