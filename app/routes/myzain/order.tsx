import { LocaleLink } from "../../components/locale-link.tsx";
import { OrderActions } from "../../components/order-status/order-actions.tsx";
import { OrderStatus } from "../../components/order-status/order-status.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/order";
import { myOrderData } from "./orders.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "tracking.order.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => myOrderData(args);

/**
 * myzain/orders/:id: one of the customer's orders. Paying again and cancelling need the order's
 * access token, which only the browser that placed it holds (the tracking page offers them there).
 */
export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <article className="page myzain-page my-order">
      <h1>{t("tracking.order.title")}</h1>
      <OrderStatus order={loaderData.order}>
        <OrderActions order={loaderData.order} own={false} />
      </OrderStatus>
      <p>
        <LocaleLink to="/myzain/orders">{t("tracking.mine.back")}</LocaleLink>
      </p>
    </article>
  );
}

export const ErrorBoundary = RouteError;
