import { LocaleLink } from "../../components/locale-link.tsx";
import { ProductPicture } from "../../components/product-picture.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { orderItemImage } from "../../lib/order-item-image.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/orders";
import { myOrdersData } from "./orders.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "tracking.mine.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => myOrdersData(args);

/** myzain/orders: the customer's orders, newest first: where each stands, what it holds and costs. */
export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { orders } = loaderData;
  return (
    <article className="page myzain-page my-orders">
      <h1>{t("tracking.mine.title")}</h1>
      {orders.length === 0 ? (
        <>
          <p className="notice">{t("tracking.mine.empty")}</p>
          <p>
            <LocaleLink to="/order" className="button">
              {t("tracking.mine.orderSim")}
            </LocaleLink>
          </p>
        </>
      ) : (
        <>
          <p>{t("tracking.mine.intro")}</p>
          <ul className="order-list">
            {orders.map((order) => (
              <li key={order.id} className="order-card">
                <h2>
                  <LocaleLink to={`/myzain/orders/${order.id}`}>
                    {t("tracking.order.reference")} <bdi dir="ltr">{order.reference}</bdi>
                  </LocaleLink>
                </h2>
                <p className={`order-state order-state-${order.state}`}>{order.stateLabel}</p>
                <div className="order-card-pictures">
                  {order.items.map((item) => (
                    <ProductPicture
                      key={`${item.offering}-${item.msisdn ?? item.colour ?? ""}`}
                      src={orderItemImage(item)}
                      size={48}
                      alt=""
                    />
                  ))}
                </div>
                <p dir="auto">{format.list(order.items.map((item) => item.name))}</p>
                <p>
                  {t("tracking.totals.total")}: <bdi>{format.iqd(order.totalIqd)}</bdi> ·{" "}
                  <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

export const ErrorBoundary = RouteError;
