/**
 * The SMS an order's customer gets at each change they should know about, in the order's
 * language, through the durable outbox (written in the transaction of the change), with the link
 * to the tracking page.
 */
import type { OrderState } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import type { orders } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { ServiceContext } from "../context.ts";
import { enqueueSms } from "../sms/outbox.ts";

type Order = Pick<typeof orders.$inferSelect, "reference" | "locale" | "contactMsisdn" | "fulfilment">;

export const trackingLink = (ctx: ServiceContext, order: Pick<Order, "locale" | "reference">) =>
  `${ctx.env.config.server.publicOrigin}/${order.locale}/kafoo_order_and_delivery?reference=${order.reference}`;

/** The message key of a state; pick-up orders are "ready at the store" when approved. */
function keyOf(order: Order, state: OrderState) {
  if (state === "approved" && order.fulfilment === "pickup") return "orders.sms.approved_pickup";
  return `orders.sms.${state}`;
}

export async function orderSms(tx: Db, ctx: ServiceContext, order: Order, state: OrderState, reason: string | null) {
  const body = translate(order.locale, keyOf(order, state), {
    brand: ctx.env.config.brand.names[order.locale],
    reference: order.reference,
    link: trackingLink(ctx, order),
    reason: reason && state === "rejected" ? translate(order.locale, `orders.rejection.${reason}`) : "",
  });
  await enqueueSms(tx, order.contactMsisdn, body);
}

/** Sent to a new line when its order completes: how to create a myzain account for it. */
export async function welcomeSms(tx: Db, ctx: ServiceContext, order: Order, msisdn: string) {
  const body = translate(order.locale, "orders.sms.welcome_line", {
    brand: ctx.env.config.brand.names[order.locale],
    link: `${ctx.env.config.server.publicOrigin}/${order.locale}/registration/signup`,
  });
  await enqueueSms(tx, msisdn, body);
}
