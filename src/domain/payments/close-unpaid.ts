/**
 * Closing an open payment that the customer has not paid: the gateway is asked first, because only
 * it knows whether money is on its way. Used when the customer presses "Cancel" on an unfinished
 * payment, and when a newer payment of theirs replaces it (docs/decisions/036, 063).
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { PaymentReason } from "../../contracts/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { type PaymentRow, paymentEvent } from "./payment-records.ts";
import { applyGatewayStatus } from "./settle.ts";

/**
 * - `cancelled`: confirmed unpaid and closed here (state `cancelled`);
 * - `closed`: it had ended at the gateway already (declined, expired) and is now recorded so;
 * - `paid`: money is on its way or arrived: it stays, and is fulfilled as usual;
 * - `unknown`: the gateway could not say (or the payment is still being sent there): it stays.
 */
export type CloseOutcome = "cancelled" | "closed" | "paid" | "unknown";

/** A payment still being sent to the gateway this recently may get its reference any moment. */
const IN_FLIGHT_MS = 60_000;

export async function closeUnpaid(
  ctx: ServiceContext,
  open: PaymentRow,
  reason: Extract<PaymentReason, "abandoned" | "customer_cancelled">,
): Promise<CloseOutcome> {
  const gateway = ctx.env.gateways?.byName(open.provider);
  if (!open.providerRef || !gateway) {
    if (open.providerRef || ctx.now.getTime() - open.createdAt.getTime() < IN_FLIGHT_MS) return "unknown";
    const closed = await markCancelled(ctx, open.id, reason, true);
    return closed ? "cancelled" : "unknown";
  }
  try {
    const before = await gateway.query(open.providerRef);
    if (before.status === "awaiting") {
      await gateway.cancel(open.providerRef);
      const after = await gateway.query(open.providerRef);
      // Cancelled by us and confirmed unpaid: nothing was charged (DESIGN: `cancelled`).
      if (after.status === "failed") return (await markCancelled(ctx, open.id, reason, false)) ? "cancelled" : "closed";
      if (after.status === "awaiting") return "unknown";
      await applyGatewayStatus(ctx, open.id, after, "query");
      return "paid";
    }
    await applyGatewayStatus(ctx, open.id, before, "query");
    return before.status === "failed" ? "closed" : "paid";
  } catch (error) {
    ctx.env.log.warn({ err: error, paymentId: open.id }, "could not ask the gateway about an open payment");
    return "unknown";
  }
}

/** created/pending → cancelled, if it is still open (and, without a reference, still never sent). */
async function markCancelled(ctx: ServiceContext, id: string, reason: PaymentReason, unsent: boolean) {
  return ctx.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(payments)
      .set({ state: "cancelled", reason, updatedAt: ctx.now })
      .where(
        and(
          eq(payments.id, id),
          inArray(payments.state, unsent ? ["created"] : ["created", "pending"]),
          unsent ? isNull(payments.providerRef) : undefined,
        ),
      )
      .returning({ id: payments.id });
    if (closed) await paymentEvent(tx, id, "api", { to: "cancelled" }, { reason });
    return Boolean(closed);
  });
}
