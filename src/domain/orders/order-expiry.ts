/**
 * The `orders-expiry` job: an order not paid by its deadline expires and gives its number and stock
 * back; a rejected order whose customer never sent new photos is cancelled (and refunded) after
 * REDO_DAYS. A payment still open at the deadline gets a short grace, so reconciliation can settle
 * it first; a success that still comes later is refunded (the order is closed).
 */
import { and, eq, inArray, lte } from "drizzle-orm";
import { orders } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { closeOrder } from "./customer-orders.ts";

const GRACE_MS = 5 * 60_000;
export const REDO_DAYS = 14;

export async function expireOrders({ ctx }: ServiceCall): Promise<{ expired: number; abandoned: number }> {
  const { now } = ctx;
  const unpaid = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.state, ["new", "awaiting_payment"]),
        lte(orders.expiresAt, new Date(now.getTime() - GRACE_MS)),
      ),
    )
    .limit(200);
  const stale = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, "rejected"), lte(orders.updatedAt, new Date(now.getTime() - REDO_DAYS * 86_400_000))))
    .limit(200);
  let expired = 0;
  let abandoned = 0;
  for (const { id } of unpaid) {
    if (await settle(() => closeOrder(ctx, id, "expired", { kind: "system" }, "not_paid"))) expired += 1;
  }
  for (const { id } of stale) {
    if (await settle(() => closeOrder(ctx, id, "cancelled", { kind: "system" }, "identity_not_redone"))) abandoned += 1;
  }
  return { expired, abandoned };
}

/** An order that moved meanwhile (paid at the last second) is simply skipped. */
async function settle(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.kind === "conflict") return false;
    throw error;
  }
}
