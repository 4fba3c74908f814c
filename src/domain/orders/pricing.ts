/**
 * What an order costs, computed here and only here from the catalogue, the held number's premium,
 * the delivery zone and configuration: a price a client sends is never read. Used by the quote
 * (holds taken and rolled back) and by the order (holds kept).
 */
import { and, arrayContains, eq, gte, isNull, lte, or } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import { lineOfferingTypes, type OrderQuoteInput } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import { campaigns } from "../../db/schema/index.ts";
import { parseMsisdn } from "../auth/lines.ts";
import { findOffering } from "../catalogue/offerings.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { deliveryPlan } from "./delivery.ts";
import { portsOf } from "./order-ports.ts";
import { type OrderPath, pathOf } from "./state-machine.ts";

export type PricedItem = {
  type: "new_line" | "device";
  offering: string;
  offeringType: string;
  name: string;
  sim: "physical" | "esim" | null;
  msisdn: string | null;
  storageGb: number | null;
  colour: string | null;
  holdId: string | null;
  preorder: boolean;
  unitPriceIqd: number;
  quantity: number;
  /** Paid at once; the rest of the item's price is paid on delivery (a device deposit). */
  payNowIqd: number;
};

export type PricedOrder = {
  path: OrderPath;
  items: PricedItem[];
  itemsIqd: number;
  numberPremiumIqd: number;
  deliveryFeeIqd: number;
  totalIqd: number;
  payNowIqd: number;
  payOnDeliveryIqd: number;
  zone: string | null;
  delivery: { from: string; to: string } | null;
};

const roundUpToThousand = (iqd: number) => Math.ceil(iqd / 1000) * 1000;

/** Whether a live device campaign features this phone: only then may it be bought with a deposit. */
async function depositAllowed(db: Db, offering: string, now: Date) {
  const today = baghdadToday(now);
  const [row] = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.kind, "device"),
        arrayContains(campaigns.offerings, [offering]),
        lte(campaigns.startsOn, today),
        or(isNull(campaigns.endsOn), gte(campaigns.endsOn, today)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

function checkShape(input: OrderQuoteInput) {
  const lineItems = input.items.filter((i) => i.type === "new_line");
  if (lineItems.length > 1) throw new DomainError("invalid", "order_one_line", { field: "items" });
  const esim = lineItems.some((i) => i.sim === "esim");
  if ((input.fulfilment === "esim") !== esim || (esim && input.items.length > 1)) {
    throw new DomainError("invalid", "order_esim_alone", { field: "fulfilment" });
  }
  if (input.fulfilment === "esim" && input.paymentMethod !== "online") {
    throw new DomainError("invalid", "cash_on_delivery_unavailable", { field: "paymentMethod" });
  }
}

/**
 * Prices the order and takes its holds in `tx` under `holderId` (the order's id). The caller keeps
 * the holds by committing, or drops them by rolling back (a quote).
 */
export async function priceOrder(
  ctx: ServiceContext,
  tx: Db,
  input: OrderQuoteInput,
  holderId: string,
): Promise<PricedOrder> {
  const { inventory } = portsOf(ctx);
  const { now } = ctx;
  const { orders: rules, auth } = ctx.env.config;
  checkShape(input);
  const items: PricedItem[] = [];
  let numberPremiumIqd = 0;
  for (const [index, item] of input.items.entries()) {
    const offering = await findOffering({ db: tx, locale: ctx.locale }, item.offering, now).catch(() => null);
    const field = `items.${index}.offering`;
    if (!offering?.sellable) throw new DomainError("invalid", "offering_not_orderable", { field });
    if (item.type === "new_line") {
      if (!(lineOfferingTypes as readonly string[]).includes(offering.type)) {
        throw new DomainError("invalid", "offering_not_orderable", { field });
      }
      const msisdn = parseMsisdn(item.msisdn, auth.mobilePrefixes);
      const hold = await inventory.holdNumber(tx, { msisdn, holderId, now });
      numberPremiumIqd += hold.priceIqd;
      items.push({
        type: "new_line",
        offering: item.offering,
        offeringType: offering.type,
        name: offering.name,
        sim: item.sim,
        msisdn: hold.msisdn,
        storageGb: null,
        colour: null,
        holdId: null,
        preorder: false,
        unitPriceIqd: offering.priceIqd,
        quantity: 1,
        payNowIqd: offering.priceIqd,
      });
      continue;
    }
    const option = offering.device?.options.find((o) => o.storageGb === item.storageGb);
    if (offering.type !== "device" || !option || !option.colours.includes(item.colour)) {
      throw new DomainError("invalid", "device_option_unknown", { field: `items.${index}.storageGb` });
    }
    if (item.deposit && !(await depositAllowed(tx, item.offering, now))) {
      throw new DomainError("invalid", "deposit_not_offered", { field: `items.${index}.deposit` });
    }
    const hold = await inventory.holdDevice(tx, { ...item, holderId, now });
    const deposit = roundUpToThousand((option.priceIqd * rules.depositPercent) / 100);
    items.push({
      type: "device",
      offering: item.offering,
      offeringType: offering.type,
      name: offering.name,
      sim: null,
      msisdn: null,
      storageGb: item.storageGb,
      colour: item.colour,
      holdId: hold.holdId,
      preorder: hold.preorder,
      unitPriceIqd: option.priceIqd,
      quantity: 1,
      payNowIqd: item.deposit ? Math.min(deposit, option.priceIqd) : option.priceIqd,
    });
  }
  const where = await deliveryPlan(ctx, tx, input);
  const itemsIqd = items.reduce((sum, i) => sum + i.unitPriceIqd * i.quantity, 0);
  const totalIqd = itemsIqd + numberPremiumIqd + where.feeIqd;
  const online = input.paymentMethod === "online";
  // Online: items (or deposits), the number and delivery now; a deposit's rest at the door.
  const payNowIqd = online ? items.reduce((sum, i) => sum + i.payNowIqd, 0) + numberPremiumIqd + where.feeIqd : 0;
  if (!online) {
    const cod = rules.cashOnDelivery;
    if (!cod.fulfilments.includes(input.fulfilment)) {
      throw new DomainError("invalid", "cash_on_delivery_unavailable", { field: "paymentMethod" });
    }
    if (totalIqd > cod.maxIqd) {
      throw new DomainError("invalid", "cash_on_delivery_over_cap", { field: "paymentMethod", max: cod.maxIqd });
    }
  }
  const path = pathOf({
    hasLine: items.some((i) => i.type === "new_line"),
    fulfilment: input.fulfilment,
    paymentMethod: input.paymentMethod,
  });
  return {
    path,
    items,
    itemsIqd,
    numberPremiumIqd,
    deliveryFeeIqd: where.feeIqd,
    totalIqd,
    payNowIqd,
    payOnDeliveryIqd: totalIqd - payNowIqd,
    zone: where.zone,
    delivery: where.estimate,
  };
}
