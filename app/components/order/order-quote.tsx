import type { OrderQuote } from "../../../src/contracts/api/orders.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { orderItemImage } from "../../lib/order-item-image.ts";
import { ProductPicture } from "../product-picture.tsx";

type Totals = Pick<
  OrderQuote,
  "items" | "numberPremiumIqd" | "deliveryFeeIqd" | "totalIqd" | "payNowIqd" | "payOnDeliveryIqd" | "deliveryEstimate"
>;

/** When the order should arrive: a range of days, or one day. */
export function DeliveryEstimate({ estimate }: { estimate: OrderQuote["deliveryEstimate"] }) {
  const { t, format } = useI18n();
  if (!estimate) return null;
  const from = format.date(estimate.from);
  const to = format.date(estimate.to);
  return <>{from === to ? t("order.quote.estimateDay", { day: from }) : t("order.quote.estimate", { from, to })}</>;
}

/**
 * The order's money as the server priced it: each item, the number's price, delivery, the total
 * and what is paid now and on delivery. Shared by the delivery, review and confirmation pages.
 */
export function OrderQuoteBox({ quote, title }: { quote: Totals; title: string }) {
  const { t, format } = useI18n();
  const money = (v: number) => <bdi>{format.iqd(v)}</bdi>;
  return (
    <section className="card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{title}</h2>
      <dl className="order-facts">
        {quote.items.map((item) => (
          <div key={`${item.offering}-${item.msisdn ?? item.colour ?? ""}`}>
            <dt>
              <ProductPicture src={orderItemImage(item)} size={40} alt="" eager />
              {item.name}
              {item.storageGb ? (
                <>
                  {" "}
                  · <bdi>{t("order.device.storage", { gb: item.storageGb })}</bdi>
                </>
              ) : null}
              {item.colour ? <> · {t(`devices.colour.${item.colour}`)}</> : null}
              {item.msisdn ? (
                <>
                  {" "}
                  · <bdi dir="ltr">{formatMsisdn(item.msisdn)}</bdi>
                </>
              ) : null}
              {item.sim ? <> · {t(item.sim === "esim" ? "order.sim.esim" : "order.sim.physical")}</> : null}
              {item.preorder ? <> · {t("order.stock.preorder")}</> : null}
            </dt>
            <dd>{money(item.unitPriceIqd * item.quantity)}</dd>
          </div>
        ))}
        {quote.numberPremiumIqd > 0 ? (
          <div>
            <dt>{t("order.quote.numberPrice")}</dt>
            <dd>{money(quote.numberPremiumIqd)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("order.quote.delivery")}</dt>
          <dd>{quote.deliveryFeeIqd > 0 ? money(quote.deliveryFeeIqd) : t("order.quote.free")}</dd>
        </div>
        <div className="order-total">
          <dt>{t("order.quote.total")}</dt>
          <dd>{money(quote.totalIqd)}</dd>
        </div>
        {quote.payNowIqd > 0 ? (
          <div>
            <dt>{t("order.quote.payNow")}</dt>
            <dd>{money(quote.payNowIqd)}</dd>
          </div>
        ) : null}
        {quote.payOnDeliveryIqd > 0 ? (
          <div>
            <dt>{t("order.quote.payOnDelivery")}</dt>
            <dd>{money(quote.payOnDeliveryIqd)}</dd>
          </div>
        ) : null}
      </dl>
      {quote.deliveryEstimate ? (
        <p className="order-estimate">
          <DeliveryEstimate estimate={quote.deliveryEstimate} />
        </p>
      ) : null}
    </section>
  );
}
