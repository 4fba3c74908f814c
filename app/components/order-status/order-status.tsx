import type { ReactNode } from "react";
import type { OrderView } from "../../../src/contracts/api/orders.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { OrderHistory } from "./order-history.tsx";
import { OrderItems } from "./order-items.tsx";
import { reasonKey } from "./order-labels.ts";

type Props = {
  order: OrderView;
  /** What this visitor may do with the order (pay, cancel, new photos, eSIM), shown under the summary. */
  children?: ReactNode;
};

/**
 * The one view of an order, wherever it is shown (tracking, myzain, the confirmation after
 * ordering): where it stands, how it arrives, what it holds and costs, and every step so far.
 */
export function OrderStatus({ order, children }: Props) {
  const { t, format } = useI18n();
  return (
    <section className="order-status" aria-labelledby={`order-${order.reference}`}>
      <header className="order-status-header">
        <h2 id={`order-${order.reference}`}>
          {t("tracking.order.reference")} <bdi dir="ltr">{order.reference}</bdi>
        </h2>
        <p className={`order-state order-state-${order.state}`}>{order.stateLabel}</p>
      </header>
      <dl className="order-status-facts">
        <dt>{t("tracking.order.placedAt")}</dt>
        <dd>
          <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
        </dd>
        <dt>{t("tracking.order.fulfilment")}</dt>
        <dd>{t(`tracking.order.fulfilment.${order.fulfilment}`)}</dd>
        {order.deliveryEstimate ? (
          <>
            <dt>{t("tracking.order.estimateLabel")}</dt>
            <dd>
              {t("tracking.order.estimate", {
                from: format.date(order.deliveryEstimate.from),
                to: format.date(order.deliveryEstimate.to),
              })}
            </dd>
          </>
        ) : null}
        <dt>{t("tracking.order.payment")}</dt>
        <dd>{t(`tracking.order.payment.${order.paymentMethod}`)}</dd>
        <dt>{t("tracking.order.contact")}</dt>
        <dd>
          <bdi dir="ltr">{order.contactMasked}</bdi>
        </dd>
      </dl>
      {order.state === "in_review" || order.state === "rejected" ? <IdentityNotice identity={order.identity} /> : null}
      {order.esim?.downloaded ? <p className="notice">{t("tracking.esim.done")}</p> : null}
      {children}
      <OrderItems order={order} />
      <OrderHistory history={order.history} />
    </section>
  );
}

function IdentityNotice({ identity }: { identity: OrderView["identity"] }) {
  const { t } = useI18n();
  if (!identity || identity.state === "approved") return null;
  if (identity.state === "pending") return <p className="notice">{t("tracking.identity.pending")}</p>;
  const why = reasonKey(identity.reason);
  return (
    <div className="notice notice-warning" role="status">
      <p>{t("tracking.identity.rejected", { reason: why ? t(why) : "" })}</p>
      {identity.note ? <p dir="auto">{t("tracking.identity.note", { note: identity.note })}</p> : null}
    </div>
  );
}
