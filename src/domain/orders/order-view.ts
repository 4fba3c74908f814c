/**
 * An order as its customer sees it: state and history with labels in the caller's language,
 * items, totals, delivery estimate, the identity check's outcome and whether an eSIM code waits.
 * The contact number is masked; nothing about the identity documents is shown.
 */
import { asc, desc, eq } from "drizzle-orm";
import type { OrderView } from "../../contracts/api/orders.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { OrderState } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import { identityChecks, orderItems, orderStateHistory } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { CANCELLABLE } from "./state-machine.ts";
import type { OrderRow } from "./transitions.ts";

export const stateLabel = (locale: LocaleCode, order: Pick<OrderRow, "fulfilment">, state: OrderState) =>
  translate(
    locale,
    state === "approved" && order.fulfilment === "pickup" ? "orders.state.ready" : `orders.state.${state}`,
  );

export async function orderView(db: Db, order: OrderRow, locale: LocaleCode): Promise<OrderView> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStateHistory)
    .where(eq(orderStateHistory.orderId, order.id))
    .orderBy(asc(orderStateHistory.id));
  const [check] = await db
    .select({ state: identityChecks.state, reason: identityChecks.reason, note: identityChecks.note })
    .from(identityChecks)
    .where(eq(identityChecks.orderId, order.id))
    .orderBy(desc(identityChecks.attempt))
    .limit(1);
  return {
    id: order.id,
    reference: order.reference,
    path: order.path,
    state: order.state,
    stateLabel: stateLabel(locale, order, order.state),
    fulfilment: order.fulfilment,
    paymentMethod: order.paymentMethod,
    contactMasked: maskMsisdn(order.contactMsisdn),
    items: items.map((i) => ({
      type: i.type,
      offering: i.offering,
      name: i.name,
      sim: i.sim,
      msisdn: i.msisdn,
      storageGb: i.storageGb,
      colour: i.colour,
      preorder: i.preorder === 1,
      unitPriceIqd: i.unitPriceIqd,
      quantity: i.quantity,
    })),
    itemsIqd: order.itemsIqd,
    numberPremiumIqd: order.numberPremiumIqd,
    deliveryFeeIqd: order.deliveryFeeIqd,
    totalIqd: order.payNowIqd + order.payOnDeliveryIqd,
    payNowIqd: order.payNowIqd,
    payOnDeliveryIqd: order.payOnDeliveryIqd,
    deliveryEstimate:
      order.deliveryFrom && order.deliveryTo ? { from: order.deliveryFrom, to: order.deliveryTo } : null,
    history: history.map((h) => ({
      from: h.fromState,
      to: h.toState,
      label: stateLabel(locale, order, h.toState),
      actor: h.actorKind,
      reason: h.reason,
      at: h.at.toISOString(),
    })),
    identity: check ?? null,
    esim:
      order.fulfilment === "esim"
        ? {
            available: Boolean(order.esimActivationCode) && !order.esimDownloadedAt,
            downloaded: Boolean(order.esimDownloadedAt),
          }
        : null,
    cancellable: CANCELLABLE.includes(order.state),
    createdAt: order.createdAt.toISOString(),
  };
}
