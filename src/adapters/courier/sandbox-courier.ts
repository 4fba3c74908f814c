/**
 * The built-in sandbox courier: a parcel handed over now is dispatched, out for delivery after one
 * step, delivered after two (COURIER_SANDBOX_STEP_MINUTES), and collects any cash due in full. It
 * keeps its own books (sandbox_courier_shipments) that no domain code reads, like the sandbox
 * payment gateway, so the platform learns of progress only by asking, as with a real courier.
 * Allowed only where SANDBOX_GATEWAYS allows sandboxes (orders-config.ts).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { sandboxCourierShipments } from "../../db/schema/index.ts";
import type { Courier, ShipmentReport, ShipmentRequest } from "./courier.ts";

export function sandboxCourier(db: Db, stepMinutes: number): Courier {
  const stepMs = stepMinutes * 60_000;

  const reportOf = (row: typeof sandboxCourierShipments.$inferSelect, now: Date): ShipmentReport => {
    if (row.state === "cancelled") return { status: "cancelled", cashCollectedIqd: 0 };
    const elapsed = now.getTime() - row.createdAt.getTime();
    if (elapsed >= 2 * stepMs) return { status: "delivered", cashCollectedIqd: row.cashToCollectIqd };
    return { status: elapsed >= stepMs ? "out_for_delivery" : "dispatched", cashCollectedIqd: 0 };
  };

  return {
    name: "sandbox",
    async createShipment(request: ShipmentRequest, now: Date) {
      const ref = `sbc_${randomBytes(9).toString("base64url")}`;
      const [made] = await db
        .insert(sandboxCourierShipments)
        .values({
          ref,
          merchantRef: request.orderId,
          destination: { ...request.destination, recipient: request.recipient.name },
          cashToCollectIqd: request.cashToCollectIqd,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ ref: sandboxCourierShipments.ref });
      if (made) return made;
      // A retried hand-over: the parcel the courier already has.
      const [existing] = await db
        .select({ ref: sandboxCourierShipments.ref })
        .from(sandboxCourierShipments)
        .where(eq(sandboxCourierShipments.merchantRef, request.orderId));
      if (!existing) throw new Error("sandbox courier lost a shipment");
      return existing;
    },
    async status(ref: string, now: Date) {
      const [row] = await db.select().from(sandboxCourierShipments).where(eq(sandboxCourierShipments.ref, ref));
      if (!row) throw new Error(`sandbox courier has no shipment ${ref}`);
      return reportOf(row, now);
    },
    async cancel(ref: string, now: Date) {
      const [row] = await db.select().from(sandboxCourierShipments).where(eq(sandboxCourierShipments.ref, ref));
      if (!row || reportOf(row, now).status === "delivered") return false;
      await db
        .update(sandboxCourierShipments)
        .set({ state: "cancelled", cancelledAt: now })
        .where(eq(sandboxCourierShipments.ref, ref));
      return true;
    },
  };
}

/** The courier configuration names, or null for none. */
export function createCourier(db: Db, config: { name: "sandbox" | "none"; stepMinutes: number }): Courier | null {
  return config.name === "sandbox" ? sandboxCourier(db, config.stepMinutes) : null;
}
