import type { OrderView } from "../../../src/contracts/api/orders.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { orderItemImage } from "../../lib/order-item-image.ts";
import { ProductPicture } from "../product-picture.tsx";

type Item = OrderView["items"][number];

/** What was ordered with its price, and how the total splits into paid online and paid on delivery. */
export function OrderItems({ order }: { order: OrderView }) {
  const { t, format } = useI18n();
  const money = (iqd: number) => <bdi>{format.iqd(iqd)}</bdi>;
  return (
    <section className="order-items" aria-labelledby="order-items-heading">
      <h3 id="order-items-heading">{t("tracking.items.heading")}</h3>
      <ul className="order-item-list">
        {order.items.map((item) => (
          <li key={`${item.offering}-${item.msisdn ?? item.colour ?? ""}`} className="order-item">
            <ProductPicture src={orderItemImage(item)} size={56} alt="" />
            <p className="order-item-name">
              <strong dir="auto">{item.name}</strong>{" "}
              <span className="order-item-price">{money(item.unitPriceIqd)}</span>
            </p>
            <ItemDetails item={item} />
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <dt>{t("tracking.totals.items")}</dt>
        <dd>{money(order.itemsIqd)}</dd>
        {order.numberPremiumIqd > 0 ? (
          <>
            <dt>{t("tracking.totals.numberPremium")}</dt>
            <dd>{money(order.numberPremiumIqd)}</dd>
          </>
        ) : null}
        {order.fulfilment === "courier" ? (
          <>
            <dt>{t("tracking.totals.delivery")}</dt>
            <dd>{money(order.deliveryFeeIqd)}</dd>
          </>
        ) : null}
        <dt className="order-total">{t("tracking.totals.total")}</dt>
        <dd className="order-total">{money(order.totalIqd)}</dd>
        {order.payNowIqd > 0 && order.payOnDeliveryIqd > 0 ? (
          <>
            <dt>{t("tracking.totals.payNow")}</dt>
            <dd>{money(order.payNowIqd)}</dd>
          </>
        ) : null}
        {order.payOnDeliveryIqd > 0 ? (
          <>
            <dt>{t("tracking.totals.payOnDelivery")}</dt>
            <dd>{money(order.payOnDeliveryIqd)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function ItemDetails({ item }: { item: Item }) {
  const { t, format } = useI18n();
  const parts = [
    item.sim ? t(`tracking.items.sim.${item.sim}`) : null,
    item.storageGb ? t("tracking.items.storage", { gb: format.number(item.storageGb) }) : null,
    item.preorder ? t("tracking.items.preorder") : null,
    item.quantity > 1 ? t("tracking.items.quantity", { count: format.number(item.quantity) }) : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <>
      {parts.length > 0 ? <p className="order-item-details">{parts.join(" · ")}</p> : null}
      {item.msisdn ? (
        <p className="order-item-details">
          {t("tracking.items.number")}: <bdi dir="ltr">{formatMsisdn(item.msisdn)}</bdi>
        </p>
      ) : null}
    </>
  );
}
