/**
 * How an order reaches the customer: the delivery area or the store (from the places port), the
 * fee of its zone (configuration; pick-up and eSIM are free) and the dates it should arrive,
 * counted in working days in Baghdad (Friday is the weekend day couriers keep).
 */
import { baghdadToday } from "../../contracts/business-time.ts";
import type { OrderQuoteInput } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { portsOf } from "./order-ports.ts";

export type DeliveryPlan = { feeIqd: number; zone: string | null; estimate: { from: string; to: string } | null };

/** `day` (YYYY-MM-DD) plus `n` working days, skipping Fridays. */
export function addWorkingDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  let left = n;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 5) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

export async function deliveryPlan(ctx: ServiceContext, db: Db, input: OrderQuoteInput): Promise<DeliveryPlan> {
  const { places, courier } = portsOf(ctx);
  const today = baghdadToday(ctx.now);
  if (input.fulfilment === "esim") return { feeIqd: 0, zone: null, estimate: null };
  if (input.fulfilment === "pickup") {
    if (!input.storeId) throw new DomainError("invalid", "store_unknown", { field: "storeId" });
    const store = await places.pickupStore(db, input.storeId);
    if (!store) throw new DomainError("invalid", "store_unknown", { field: "storeId" });
    // Stores keep SIMs and phones: ready the next working day once approved.
    return { feeIqd: 0, zone: store.zone, estimate: { from: addWorkingDays(today, 1), to: addWorkingDays(today, 2) } };
  }
  if (!courier) throw new DomainError("invalid", "courier_unavailable", { field: "fulfilment" });
  const address = input.address;
  if (!address) throw new DomainError("invalid", "address_required", { field: "address.street" });
  const area = await places.deliveryArea(db, address);
  if (!area) throw new DomainError("invalid", "delivery_area_unknown", { field: "address.city" });
  const zones = ctx.env.config.orders.zones;
  const rule = zones[area.zone] ?? zones["*"];
  if (!rule) throw new DomainError("invalid", "delivery_area_unknown", { field: "address.city" });
  return {
    feeIqd: rule.feeIqd,
    zone: area.zone,
    estimate: { from: addWorkingDays(today, rule.minDays), to: addWorkingDays(today, rule.maxDays) },
  };
}
