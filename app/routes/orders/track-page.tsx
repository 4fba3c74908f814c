import { Blocks } from "../../components/blocks.tsx";
import { FormMessage } from "../../components/field.tsx";
import { OrderActions } from "../../components/order-status/order-actions.tsx";
import { OrderStatus } from "../../components/order-status/order-status.tsx";
import { TrackForm } from "../../components/order-status/track-form.tsx";
import { PaymentPageHeader } from "../../components/payments/payment-page-header.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../../lib/payment-route.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/track-page";
import { trackPageAction, trackPageData } from "./track-page.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/**
 * Never shared, not even the bare form: the front door's page cache tells visitors apart only by
 * the session cookie, so a browser with an order draft would be handed the anonymous copy and not
 * see its own order. No `handle.pageCache`, and private headers on every answer.
 */
export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => trackPageData(args);

export const action = (args: Route.ActionArgs) => trackPageAction(args);

export const shouldRevalidate = revalidateAfterPost;

/**
 * kafoo_order_and_delivery: track an order (the one this browser placed at once, any other by its
 * number and contact number), then the page's own content on ordering and delivery.
 */
export default function TrackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, placed } = loaderData;
  const result = actionData;
  const tracked = result?.intent === "track" ? result.order : undefined;
  const order = tracked ?? result?.order ?? placed;
  const own = Boolean(order && placed && order.reference === placed.reference);
  const trackErrors = result?.intent === "track" ? result.errors : undefined;
  return (
    <article className="page track-page">
      <PaymentPageHeader title={page.title} />
      <div className="container track-panel">
        {order ? (
          <>
            {result?.cancelled ? (
              <p className="notice notice-success" role="status">
                {t("tracking.actions.cancelled")}
              </p>
            ) : null}
            {result?.intent !== "track" ? <FormMessage message={result?.errors?.form} /> : null}
            <OrderStatus order={order}>
              <OrderActions order={order} own={own} confirmCancel={result?.confirmCancel === true} />
            </OrderStatus>
          </>
        ) : null}
        <TrackForm
          key={order?.reference ?? "none"}
          reference={trackErrors ? (result?.values?.reference ?? "") : order ? "" : loaderData.reference}
          contact={trackErrors ? result?.values?.contact : undefined}
          errors={trackErrors}
          another={Boolean(order)}
        />
      </div>
      <Blocks blocks={page.blocks} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
