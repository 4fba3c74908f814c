/**
 * What a customer does with an order after placing it: track it (reference and contact number, no
 * sign-in), see their orders in myzain, pay again, send new identity photos, cancel before dispatch.
 */
import { and, desc, eq } from "drizzle-orm";
import type { OrderView } from "../../contracts/api/orders.ts";
import type { IdentityInput } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import { orders } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, type RateRule } from "../limits/rate-limiter.ts";
import { parseContactNumber } from "./contact.ts";
import { fileIdentityCheck } from "./identity-submit.ts";
import { orderByToken } from "./order-access.ts";
import { refundOrder, startOrderPayment } from "./order-payment.ts";
import { filesOwnerOf } from "./order-ports.ts";
import { orderView } from "./order-view.ts";
import { CANCELLABLE } from "./state-machine.ts";
import { lockOrder, moveOrder, type OrderActor } from "./transitions.ts";

/** Guessing references against a number (or numbers against a reference) is slow. */
export const TRACK_RULES = {
  perClient: { name: "order-track:client", limit: 30, windowMs: 15 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The same 404 for an unknown reference, a wrong number and a number that is no number at all. */
export async function trackOrder({
  ctx,
  input,
}: ServiceCall<{ reference: string; contact: string }>): Promise<OrderView> {
  await consumeRate(ctx.env.limiter, TRACK_RULES.perClient, ctx.client, ctx.now);
  let contact: string | null = null;
  try {
    contact = parseContactNumber(input.contact);
  } catch {
    contact = null;
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.reference, input.reference));
  if (!order || !contact || order.contactMsisdn !== contact) throw new DomainError("not_found", "order_not_found");
  return orderView(ctx.db, order, ctx.locale);
}

export async function listMyOrders({ ctx }: ServiceCall): Promise<OrderView[]> {
  const actor = actorOf(ctx);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.accountId, actor.accountId))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return Promise.all(rows.map((row) => orderView(ctx.db, row, ctx.locale)));
}

export async function getMyOrder({ ctx, input }: ServiceCall<{ id: string }>): Promise<OrderView> {
  const actor = actorOf(ctx);
  if (!isUuid(input.id)) throw new DomainError("not_found", "order_not_found");
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.id), eq(orders.accountId, actor.accountId)));
  if (!order) throw new DomainError("not_found", "order_not_found");
  return orderView(ctx.db, order, ctx.locale);
}

export async function payOrderAgain({ ctx, input }: ServiceCall<{ reference: string; token: string }>) {
  const order = await orderByToken(ctx, input.reference, input.token);
  const started = await startOrderPayment(ctx, order);
  return { id: started.paymentId, redirectUrl: started.redirectUrl };
}

/** New photos after a rejection: a new attempt, and the order goes back to review. */
export async function redoIdentity({
  ctx,
  input,
}: ServiceCall<{ reference: string; token: string; identity: IdentityInput }>): Promise<OrderView> {
  const found = await orderByToken(ctx, input.reference, input.token);
  const moved = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (order?.state !== "rejected") throw new DomainError("conflict", "order_state_invalid");
    await fileIdentityCheck(tx, ctx, order.id, input.identity, null);
    return moveOrder(tx, ctx, order, "in_review", { kind: "customer" }, "identity_resubmitted");
  });
  return orderView(ctx.db, moved, ctx.locale);
}

/**
 * Cancels before dispatch: holds go back and a paid order is refunded (through the payments
 * refund path, retried by reconciliation if the gateway refuses for now).
 */
export async function cancelOrder({
  ctx,
  input,
}: ServiceCall<{ reference: string; token: string }>): Promise<OrderView> {
  const found = await orderByToken(ctx, input.reference, input.token);
  const moved = await closeOrder(ctx, found.id, "cancelled", { kind: "customer" }, "customer_request");
  return orderView(ctx.db, moved, ctx.locale);
}

/** Ends an order (cancelled or expired): gives the holds back, then refunds what was paid. */
export async function closeOrder(
  ctx: ServiceContext,
  orderId: string,
  to: "cancelled" | "expired",
  actor: OrderActor,
  reason: string,
) {
  const moved = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new DomainError("not_found", "order_not_found");
    if (to === "cancelled" && !CANCELLABLE.includes(order.state)) {
      throw new DomainError("conflict", "order_not_cancellable");
    }
    const closed = await moveOrder(tx, ctx, order, to, actor, reason);
    await ctx.env.orders?.inventory.releaseHolds(tx, order.id);
    await scheduleDocumentDeletion(tx, ctx, order.id);
    return closed;
  });
  await refundOrder(ctx, moved.id);
  return moved;
}

/** Identity photos are kept a configured number of days after an order ends, then deleted. */
export async function scheduleDocumentDeletion(tx: Db, ctx: ServiceContext, orderId: string) {
  const days = ctx.env.config.files.idDocumentRetentionDays;
  await ctx.env.orders?.files.scheduleDeletion(
    tx,
    filesOwnerOf(orderId),
    new Date(ctx.now.getTime() + days * 86_400_000),
  );
}
