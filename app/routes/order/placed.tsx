import { LocaleLink } from "../../components/locale-link.tsx";
import { OrderNextSteps } from "../../components/order/next-steps.tsx";
import { OrderQuoteBox } from "../../components/order/order-quote.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { ORDER_TRACK_PATH } from "../../lib/order-steps.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/placed";
import { placedData } from "./placed.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "order.placed.title");
export const headers = () => PRIVATE_HEADERS;
export const loader = (args: Route.LoaderArgs) => placedData(args);

/** /:lang/order/placed: the reference to keep, where the order stands and what happens next. */
export default function OrderPlaced({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { order, signedIn } = loaderData;
  return (
    <article className="page order-page">
      <header className="page-header container">
        <h1>{t(order ? "order.placed.title" : "order.placed.noneTitle")}</h1>
      </header>
      <div className="container order-panel">
        {order ? (
          <>
            <section className="card order-reference" aria-labelledby="order-reference-label">
              <p id="order-reference-label">{t("order.placed.reference")}</p>
              <p className="order-reference-code">
                <bdi dir="ltr">{order.reference}</bdi>
              </p>
              <p className="field-hint">{t("order.placed.keep")}</p>
              <p>
                {t("order.placed.state")} <strong>{order.stateLabel}</strong>
              </p>
            </section>
            <OrderNextSteps order={order} />
            <OrderQuoteBox quote={order} title={t("order.review.summary")} />
            <ul className="order-links">
              <li>
                <LocaleLink to={`/${ORDER_TRACK_PATH}?reference=${encodeURIComponent(order.reference)}`}>
                  {t("order.placed.track")}
                </LocaleLink>
              </li>
              {signedIn ? (
                <li>
                  <LocaleLink to="/myzain/orders">{t("order.placed.myOrders")}</LocaleLink>
                </li>
              ) : null}
            </ul>
          </>
        ) : (
          <section className="notice" role="status">
            <p>{t("order.placed.none")}</p>
            <ul>
              <li>
                <LocaleLink to={`/${ORDER_TRACK_PATH}`}>{t("order.placed.track")}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/order">{t("order.product.seeAll")}</LocaleLink>
              </li>
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteError;
