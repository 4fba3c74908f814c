/**
 * Paying for an order online through the payments module (purpose `order`, docs/decisions/024,
 * 036): the payment exists before the redirect, at most one is open per order, and a confirmed
 * success moves the order out of awaiting_payment exactly once, in the transaction that marks the
 * payment fulfilled (settle.ts calls `fulfilOrderPayment`). A success for an order that can no
 * longer take it is refunded; so is a paid order later cancelled or rejected for good.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { PaymentReason } from "../../contracts/payments.ts";
import type { Db } from "../../db/client.server.ts";
import { orders, payments } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { startAtGateway } from "../payments/create-payment.ts";
import { type PaymentRow, paymentEvent, receiptToken, tokenHash } from "../payments/payment-records.ts";
import { refundPayment } from "../payments/refund.ts";
import { cancelAtGateway } from "../payments/settle.ts";
import { afterPayment } from "./state-machine.ts";
import { lockOrder, moveOrder, type OrderRow } from "./transitions.ts";

/**
 * Starts (or resumes) the online payment of an order awaiting it; returns the gateway's page. A
 * second click while one is open gets the same page.
 */
export async function startOrderPayment(ctx: ServiceContext, order: OrderRow) {
  const { gateways, config } = ctx.env;
  if (!gateways) throw new DomainError("unavailable", "payments_unavailable");
  if (order.state !== "awaiting_payment") throw new DomainError("conflict", "order_not_awaiting_payment");
  const { now } = ctx;
  const id = randomUUID();
  const expiresAt = order.expiresAt ?? new Date(now.getTime() + config.payments.expiryMinutes * 60_000);
  const paymentId = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({
        id,
        tokenHash: tokenHash(receiptToken(config.secrets.paymentGatewaySecret, id)),
        purpose: "order",
        orderId: order.id,
        msisdn: order.contactMsisdn,
        accountId: order.accountId,
        amountIqd: order.payNowIqd,
        provider: gateways.primary.name,
        locale: order.locale,
        createdAt: now,
        updatedAt: now,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (created) {
      await paymentEvent(tx, id, "api", { to: "created" }, { amountIqd: order.payNowIqd, purpose: "order" });
      await tx.update(orders).set({ paymentId: id, updatedAt: now }).where(eq(orders.id, order.id));
      return id;
    }
    const [open] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.state, ["created", "pending"])));
    if (!open) throw new DomainError("conflict", "payment_in_progress");
    return open.id;
  });
  const started = await startAtGateway(ctx, paymentId);
  return { paymentId, redirectUrl: started.redirectUrl };
}

/**
 * Applies a succeeded order payment inside settle.ts's transaction: moves the order on once.
 * Returns why it cannot (the caller refunds), or null when done.
 */
export async function fulfilOrderPayment(
  tx: Db,
  ctx: ServiceContext,
  payment: PaymentRow,
): Promise<PaymentReason | null> {
  if (!payment.orderId) return "order_closed";
  const order = await lockOrder(tx, payment.orderId);
  if (order?.state !== "awaiting_payment") return "order_closed";
  if (payment.amountIqd !== order.payNowIqd || payment.paidIqd !== payment.amountIqd) return "amount_mismatch";
  const next = afterPayment(order.path);
  // Paid: the holds stay until the order ends, whatever the review takes.
  await ctx.env.orders?.inventory.keepHolds(tx, order.id, null);
  await moveOrder(tx, ctx, order, next, { kind: "gateway", id: payment.provider }, "paid", {
    paymentId: payment.id,
    expiresAt: null,
  });
  return null;
}

/** Gives back the money of a paid order that ended without its goods (cancel, final rejection). */
export async function refundOrder(ctx: ServiceContext, orderId: string): Promise<void> {
  // A payment still open at the gateway is called off; should it succeed anyway, it is refunded.
  const open = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.state, ["created", "pending"])));
  for (const payment of open) await cancelAtGateway(ctx, payment);
  const [paid] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.state, ["succeeded", "fulfilled", "refund_failed"])))
    .orderBy(desc(payments.createdAt));
  if (paid) await refundPayment(ctx, paid.id, "order_closed");
}
