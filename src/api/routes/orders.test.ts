/** Ordering a SIM end to end at the API: quote, contact code, order, sandbox payment, review, courier, line. */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import {
  addNumber,
  BAGHDAD,
  COURIER_STEP_MINUTES,
  contactTicket,
  courierAt,
  identity,
  numberState,
  orderTestTables,
  placeOrder,
  poolNumber,
  simOrder,
  staffCall,
  testOrderPorts,
} from "../../../tests/factories/orders.ts";
import { national, payAtGateway, TEST_CARDS } from "../../../tests/factories/payments.ts";
import { makeStaff } from "../../../tests/factories/staff.ts";
import { lines, orderStateHistory, payments, smsOutbox } from "../../db/schema/index.ts";

test("a SIM by courier: server prices, contact code, sandbox payment, review, sandbox courier, the new line and its SMS", () =>
  withRollback(async (handle, db) => {
    await orderTestTables(db);
    const msisdn = poolNumber();
    await addNumber(db, msisdn, 25_000);
    const ports = testOrderPorts(db);
    const api = testApi(handle, { orders: ports });
    const item = { type: "new_line", offering: "new-sim", sim: "physical", msisdn: national(msisdn), priceIqd: 1 };
    const order = { items: [item], fulfilment: "courier", address: BAGHDAD, paymentMethod: "online", totalIqd: 10 };

    const quote = await call(api, "/api/v1/orders/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(order),
    });
    expect(quote.status).toBe(200);
    // The catalogue's SIM price, the number's premium and the Baghdad zone's fee; the client's prices are ignored.
    expect(await quote.json()).toMatchObject({
      path: "sim_courier",
      itemsIqd: 5_000,
      numberPremiumIqd: 25_000,
      deliveryFeeIqd: 3_000,
      totalIqd: 33_000,
      payNowIqd: 33_000,
      payOnDeliveryIqd: 0,
    });
    expect((await numberState(db, msisdn))?.holder_id).toBeNull();

    const contact = "0770 123 4567";
    const anonymous = await placeOrder(
      api,
      { ...order, contact, customerName: "Zhino Aziz", identity: identity() },
      "order-key-0000000001",
    );
    expect(anonymous.status).toBe(422);
    expect(await anonymous.json()).toMatchObject({ code: "contact_unverified" });

    const ticket = await contactTicket(api, db, contact);
    const body = { ...order, contact, contactTicket: ticket, customerName: "Zhino Aziz", identity: identity() };
    const placed = await placeOrder(api, body, "order-key-0000000002", "ku");
    expect(placed.status).toBe(201);
    const result = (await placed.json()) as {
      order: { id: string; reference: string; state: string; totalIqd: number };
      payment: { id: string; redirectUrl: string };
    };
    expect(result.order).toMatchObject({ state: "awaiting_payment", totalIqd: 33_000 });
    expect(result.order.reference).toMatch(/^ZO-[A-Z2-9]{6}$/);
    const [payment] = await db.select().from(payments).where(eq(payments.id, result.payment.id));
    expect(payment).toMatchObject({ purpose: "order", amountIqd: 33_000, lineId: null, orderId: result.order.id });

    const replay = await placeOrder(api, body, "order-key-0000000002", "ku");
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as typeof result).order.id).toBe(result.order.id);

    expect((await payAtGateway(api, result.payment.redirectUrl, TEST_CARDS.success)).status).toBe(303);
    const track = () =>
      call(api, `/api/v1/orders/track?reference=${result.order.reference}&contact=${encodeURIComponent(contact)}`, {
        headers: { "Accept-Language": "ku" },
      });
    expect(await (await track()).json()).toMatchObject({ state: "in_review", stateLabel: "پشکنینی ناسنامەکەت" });

    const reviewer = await makeStaff(db, "ekyc_reviewer");
    const queue = await staffCall(api, "/identity-checks", reviewer.token);
    expect(await queue.json()).toMatchObject({
      checks: expect.arrayContaining([
        expect.objectContaining({ reference: result.order.reference, contactVerified: true }),
      ]),
    });
    const approved = await staffCall(api, `/orders/${result.order.reference}/approve`, reviewer.token);
    expect(await approved.json()).toMatchObject({ state: "approved" });

    const now = Date.now();
    expect(await courierAt(api, db, ports, new Date(now))).toMatchObject({ dispatched: 1 });
    expect(await courierAt(api, db, ports, new Date(now + COURIER_STEP_MINUTES * 60_000))).toMatchObject({
      delivered: 0,
    });
    expect(await courierAt(api, db, ports, new Date(now + 2 * COURIER_STEP_MINUTES * 60_000))).toMatchObject({
      delivered: 1,
    });

    const done = (await (await track()).json()) as { state: string; history: { to: string; actor: string }[] };
    expect(done.state).toBe("completed");
    expect(done.history.map((h) => `${h.to}:${h.actor}`)).toEqual([
      "new:customer",
      "awaiting_payment:system",
      "in_review:gateway",
      "approved:staff",
      "dispatched:courier",
      "delivered:courier",
      "completed:system",
    ]);
    const [line] = await db.select().from(lines).where(eq(lines.msisdn, msisdn));
    expect(line).toMatchObject({ billing: "prepaid", kind: "mobile", status: "active" });
    expect((await numberState(db, msisdn))?.sold).toBe(true);
    const welcome = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, msisdn));
    expect(welcome.map((m) => m.body).join()).toContain("/ku/registration/signup");
    const history = await db.select().from(orderStateHistory).where(eq(orderStateHistory.orderId, result.order.id));
    expect(history).toHaveLength(7);
  }));

test("tracking answers the same 404 for a wrong phone, a wrong reference and a malformed phone", () =>
  withRollback(async (handle, db) => {
    await orderTestTables(db);
    const api = testApi(handle, { orders: testOrderPorts(db) });
    const { placed, contact } = await simOrder(
      api,
      db,
      "order-key-0000000003",
      { customerName: "Karwan Saleh" },
      "0750 765 4321",
    );
    const { order } = placed;
    const track = (reference: string, phone: string) =>
      call(api, `/api/v1/orders/track?reference=${reference}&contact=${encodeURIComponent(phone)}`);
    expect((await track(order.reference, "+964 750 765 4321")).status).toBe(200);
    const wrongPhone = await track(order.reference, "0750 765 4322");
    const wrongReference = await track("ZO-AAAAAA", contact);
    const notAPhone = await track(order.reference, "12");
    expect([wrongPhone.status, wrongReference.status, notAPhone.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([wrongPhone.json(), wrongReference.json()]);
    expect(bodies[0].code).toBe("order_not_found");
    expect(bodies[0].message).toBe(bodies[1].message);
  }));
