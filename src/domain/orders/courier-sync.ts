/**
 * The `orders-courier` job: hands approved courier orders to the courier, then asks it where each
 * parcel is. A delivered parcel moves the order to delivered (with the cash the courier collected,
 * for cash orders) and completes it in the same transaction. The courier is asked outside any
 * transaction; each order then moves under its row lock, so a cancel racing a dispatch loses cleanly.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { orders } from "../../db/schema/index.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { completeOrder } from "./complete-order.ts";
import { portsOf } from "./order-ports.ts";
import { lockOrder, moveOrder, type OrderRow } from "./transitions.ts";

const BATCH = 100;

async function dispatch(ctx: ServiceContext, order: OrderRow): Promise<boolean> {
  const courier = portsOf(ctx).courier;
  if (!courier) return false;
  const { ref } = await courier.createShipment(
    {
      orderId: order.id,
      reference: order.reference,
      recipient: { name: order.customerName, msisdn: order.contactMsisdn },
      destination: { governorate: order.governorate, city: order.city, district: order.district, street: order.street },
      cashToCollectIqd: order.payOnDeliveryIqd,
    },
    ctx.now,
  );
  const moved = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked?.state !== "approved") return false;
    await moveOrder(tx, ctx, locked, "dispatched", { kind: "courier", id: courier.name }, null, {
      courier: courier.name,
      courierRef: ref,
    });
    return true;
  });
  // Cancelled while the parcel was being booked: call the courier back.
  if (!moved) await courier.cancel(ref, ctx.now);
  return moved;
}

async function follow(ctx: ServiceContext, order: OrderRow): Promise<boolean> {
  const courier = portsOf(ctx).courier;
  if (!courier || !order.courierRef || order.courier !== courier.name) return false;
  const report = await courier.status(order.courierRef, ctx.now);
  if (report.status === "cancelled") {
    ctx.env.log.warn({ order: order.reference }, "the courier cancelled a shipment; the order needs staff");
    return false;
  }
  if (report.status !== "delivered") return false;
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked?.state !== "dispatched") return false;
    const cash = locked.payOnDeliveryIqd > 0 ? report.cashCollectedIqd : null;
    const delivered = await moveOrder(tx, ctx, locked, "delivered", { kind: "courier", id: courier.name }, null, {
      cashCollectedIqd: cash,
    });
    if (cash !== null && cash < locked.payOnDeliveryIqd) {
      // Short cash is for staff to settle with the courier; the customer has the goods.
      ctx.env.log.error(
        { order: locked.reference, cash, due: locked.payOnDeliveryIqd },
        "courier collected less cash than due",
      );
    }
    await completeOrder(tx, ctx, delivered, { kind: "system" }, "delivered");
    return true;
  });
}

export async function syncCourier({
  ctx,
}: ServiceCall): Promise<{ dispatched: number; delivered: number; failed: number }> {
  const result = { dispatched: 0, delivered: 0, failed: 0 };
  if (!ctx.env.orders?.courier) return result;
  const due = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.fulfilment, "courier"),
        inArray(orders.state, ["approved", "dispatched"]),
        // Not yet handed over, or handed over and followed.
        isNull(orders.completedAt),
      ),
    )
    .limit(BATCH);
  for (const order of due) {
    try {
      if (order.state === "approved" && (await dispatch(ctx, order))) result.dispatched += 1;
      else if (order.state === "dispatched" && (await follow(ctx, order))) result.delivered += 1;
    } catch (error) {
      if (error instanceof DomainError && error.code === "order_state_changed") continue;
      result.failed += 1;
      ctx.env.log.error({ err: error, order: order.reference }, "courier step failed; retried next run");
    }
  }
  return result;
}
