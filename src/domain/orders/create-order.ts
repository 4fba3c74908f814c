/**
 * Quoting and placing an order. Placing is once per idempotency key: the order, its items, its
 * holds, its identity check and its first moves are one transaction; the online payment is started
 * after it (the gateway is another company), and a retry of the request resumes that payment.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { OrderPlaced, OrderQuote } from "../../contracts/api/orders.ts";
import type { OrderCreateInput, OrderQuoteInput } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import { lines, orderItems, orders } from "../../db/schema/index.ts";
import { redeemTicket } from "../auth/code-flows.ts";
import { type ServiceCall, type ServiceContext, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once } from "../idempotency/idempotency.ts";
import { consumeRate, type RateRule } from "../limits/rate-limiter.ts";
import { humanReference } from "../references.ts";
import { parseContactNumber } from "./contact.ts";
import { fileIdentityCheck } from "./identity-submit.ts";
import { orderAccessToken, orderTokenHash } from "./order-access.ts";
import { startOrderPayment } from "./order-payment.ts";
import { portsOf } from "./order-ports.ts";
import { orderView } from "./order-view.ts";
import { type PricedOrder, priceOrder } from "./pricing.ts";
import { afterPayment, firstMove, needsReview } from "./state-machine.ts";
import { moveOrder, recordHistory } from "./transitions.ts";

export const ORDER_RATE_RULES = {
  quotePerClient: { name: "order-quote:client", limit: 60, windowMs: 15 * 60_000, durable: false },
  placePerClient: { name: "order-place:client", limit: 10, windowMs: 60 * 60_000, durable: true },
  placePerContact: { name: "order-place:contact", limit: 5, windowMs: 24 * 60 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

/** Thrown out of the quote's transaction so that its holds roll back, carrying the price. */
class QuoteOnly extends Error {
  readonly priced: PricedOrder;
  constructor(priced: PricedOrder) {
    super("quote");
    this.priced = priced;
  }
}

const quoteOf = (p: PricedOrder, paymentMethod: OrderQuoteInput["paymentMethod"]): OrderQuote => ({
  path: p.path,
  items: p.items.map(({ holdId: _h, offeringType: _t, payNowIqd: _n, ...item }) => item),
  itemsIqd: p.itemsIqd,
  numberPremiumIqd: p.numberPremiumIqd,
  deliveryFeeIqd: p.deliveryFeeIqd,
  totalIqd: p.totalIqd,
  payNowIqd: p.payNowIqd,
  payOnDeliveryIqd: p.payOnDeliveryIqd,
  paymentMethod,
  deliveryEstimate: p.delivery,
});

/** Prices an order with its holds taken and then rolled back: it reserves nothing. */
export async function quoteOrder({ ctx, input }: ServiceCall<OrderQuoteInput>): Promise<OrderQuote> {
  await consumeRate(ctx.env.limiter, ORDER_RATE_RULES.quotePerClient, ctx.client, ctx.now);
  try {
    await ctx.db.transaction(async (tx) => {
      throw new QuoteOnly(await priceOrder(ctx, tx, input, randomUUID()));
    });
  } catch (error) {
    if (error instanceof QuoteOnly) return quoteOf(error.priced, input.paymentMethod);
    throw error;
  }
  throw new Error("unreachable");
}

/** The contact proved by a code ticket, or by being one of the signed-in customer's own lines. */
async function contactProof(ctx: ServiceContext, tx: Db, contact: string, ticket: string | undefined) {
  if (ticket) {
    const proved = await redeemTicket(withDb(ctx, tx), ticket, "order_contact");
    if (proved !== contact) throw new DomainError("invalid", "contact_unverified", { field: "contactTicket" });
    return ctx.now;
  }
  if (ctx.actor && ctx.actor.lineIds.length > 0) {
    const own = await tx
      .select({ msisdn: lines.msisdn })
      .from(lines)
      .where(inArray(lines.id, [...ctx.actor.lineIds]));
    if (own.some((l) => l.msisdn === contact)) return ctx.now;
  }
  throw new DomainError("invalid", "contact_unverified", { field: "contactTicket" });
}

async function insertOrder(ctx: ServiceContext, tx: Db, id: string, input: OrderCreateInput, contact: string) {
  const priced = await priceOrder(ctx, tx, input, id);
  if (needsReview(priced.path) && !input.identity) {
    throw new DomainError("invalid", "identity_required", { field: "identity" });
  }
  const courier = input.fulfilment === "courier";
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      reference: humanReference("ZO"),
      path: priced.path,
      locale: ctx.locale,
      contactMsisdn: contact,
      customerName: input.customerName,
      accountId: ctx.actor?.accountId ?? null,
      fulfilment: input.fulfilment,
      governorate: courier ? (input.address?.governorate ?? null) : null,
      city: courier ? (input.address?.city ?? null) : null,
      district: courier ? (input.address?.district ?? null) : null,
      street: courier ? (input.address?.street ?? null) : null,
      storeId: input.fulfilment === "pickup" ? (input.storeId ?? null) : null,
      deliveryZone: priced.zone,
      itemsIqd: priced.itemsIqd,
      numberPremiumIqd: priced.numberPremiumIqd,
      deliveryFeeIqd: priced.deliveryFeeIqd,
      payNowIqd: priced.payNowIqd,
      payOnDeliveryIqd: priced.payOnDeliveryIqd,
      paymentMethod: input.paymentMethod,
      deliveryFrom: priced.delivery?.from ?? null,
      deliveryTo: priced.delivery?.to ?? null,
      accessHash: orderTokenHash(orderAccessToken(ctx, id)),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!order) throw new Error("order not saved");
  await tx.insert(orderItems).values(
    priced.items.map((i) => ({
      orderId: id,
      type: i.type,
      offering: i.offering,
      offeringType: i.offeringType,
      name: i.name,
      sim: i.sim,
      msisdn: i.msisdn,
      storageGb: i.storageGb,
      colour: i.colour,
      holdId: i.holdId,
      preorder: i.preorder ? 1 : 0,
      unitPriceIqd: i.unitPriceIqd,
      quantity: i.quantity,
    })),
  );
  return { order, priced };
}

/** Places an order (see the file's comment); a retry with the same key replays and resumes payment. */
export async function createOrder({
  ctx,
  input,
}: ServiceCall<OrderCreateInput & { idempotencyKey: string }>): Promise<{ replayed: boolean; body: OrderPlaced }> {
  const { now, env } = ctx;
  const { inventory } = portsOf(ctx);
  const contact = parseContactNumber(input.contact);
  if (input.paymentMethod === "online" && !env.gateways) throw new DomainError("unavailable", "payments_unavailable");
  const scope = ctx.actor ? `account:${ctx.actor.accountId}` : `order-contact:${contact}`;
  const { idempotencyKey, ...request } = input;
  await consumeRate(env.limiter, ORDER_RATE_RULES.placePerClient, ctx.client, now);
  await consumeRate(env.limiter, ORDER_RATE_RULES.placePerContact, contact, now);
  const stored = await ctx.db.transaction((tx) =>
    once<{ orderId: string }>(tx, scope, idempotencyKey, request, async () => {
      const verifiedAt = await contactProof(ctx, tx, contact, input.contactTicket);
      const id = randomUUID();
      const { order, priced } = await insertOrder(ctx, tx, id, input, contact);
      await recordHistory(tx, ctx, id, null, "new", { kind: "customer", id: ctx.actor?.accountId ?? null }, null);
      if (input.identity && needsReview(priced.path)) await fileIdentityCheck(tx, ctx, id, input.identity, verifiedAt);
      const first = firstMove(priced.path);
      const payBy = new Date(now.getTime() + env.config.orders.paymentMinutes * 60_000);
      let moved = await moveOrder(tx, ctx, order, first, { kind: "system" }, null, {
        expiresAt: first === "awaiting_payment" ? payBy : null,
      });
      if (first === "awaiting_payment" && priced.payNowIqd === 0) {
        // Nothing to pay online (a free SIM picked up at a store): straight on, as if paid.
        moved = await moveOrder(tx, ctx, moved, afterPayment(priced.path), { kind: "system" }, "nothing_to_pay", {
          expiresAt: null,
        });
      }
      await inventory.keepHolds(tx, id, moved.state === "awaiting_payment" ? payBy : null);
      return { status: 201, body: { orderId: id } };
    }),
  );
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, stored.body.orderId));
  if (!order) throw new Error("placed order vanished");
  const payment = order.state === "awaiting_payment" ? await startOrderPayment(ctx, order) : null;
  return {
    replayed: stored.replayed,
    body: {
      order: await orderView(ctx.db, order, ctx.locale),
      accessToken: orderAccessToken(ctx, order.id),
      payment: payment ? { id: payment.paymentId, redirectUrl: payment.redirectUrl } : null,
    },
  };
}
