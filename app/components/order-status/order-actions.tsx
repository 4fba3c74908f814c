import { Form } from "react-router";
import type { OrderView } from "../../../src/contracts/api/orders.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { paidOnline } from "./order-labels.ts";

type Props = {
  order: OrderView;
  /** This browser placed the order (it holds its access token): it may pay again and cancel. */
  own: boolean;
  /** The cancel button was pressed once: ask for confirmation. */
  confirmCancel?: boolean;
};

/**
 * What the visitor can do with the order now. Paying and cancelling post to the page's action,
 * which uses the access token kept in this browser's order draft; the eSIM code and new photos
 * have pages of their own.
 */
export function OrderActions({ order, own, confirmCancel = false }: Props) {
  const { t, format } = useI18n();
  const pay = own && order.state === "awaiting_payment";
  const cancel = own && order.cancellable;
  const photos = own && order.identity?.state === "rejected";
  const esim = order.esim?.available === true;
  if (!pay && !cancel && !photos && !esim) {
    return !own && order.cancellable ? (
      <p className="order-actions-note">{t("tracking.actions.otherBrowser")}</p>
    ) : null;
  }
  if (confirmCancel && cancel) {
    return (
      <section className="order-actions order-cancel" aria-labelledby="order-cancel-heading">
        <h3 id="order-cancel-heading">{t("tracking.actions.cancelTitle", { reference: order.reference })}</h3>
        <p>{t("tracking.actions.cancelText")}</p>
        {paidOnline(order) && order.payNowIqd > 0 ? (
          <p>{t("tracking.actions.cancelRefund", { amount: format.iqd(order.payNowIqd) })}</p>
        ) : null}
        <div className="order-action-buttons">
          <Form method="post">
            <input type="hidden" name="intent" value="cancelConfirmed" />
            <button type="submit" className="button button-danger">
              {t("tracking.actions.cancelYes")}
            </button>
          </Form>
          <LocaleLink to="/kafoo_order_and_delivery" className="button button-secondary">
            {t("tracking.actions.cancelNo")}
          </LocaleLink>
        </div>
      </section>
    );
  }
  return (
    <section className="order-actions" aria-labelledby="order-actions-heading">
      <h3 id="order-actions-heading">{t("tracking.actions.heading")}</h3>
      {pay ? <p>{t("tracking.actions.payNowHint")}</p> : null}
      <div className="order-action-buttons">
        {pay ? (
          <Form method="post">
            <input type="hidden" name="intent" value="pay" />
            <button type="submit" className="button">
              {t("tracking.actions.payNow")}
            </button>
          </Form>
        ) : null}
        {esim ? (
          <LocaleLink to={`/order/esim?reference=${order.reference}`} className="button">
            {t("tracking.actions.showEsim")}
          </LocaleLink>
        ) : null}
        {photos ? (
          <LocaleLink to="/order/identity" className="button">
            {t("tracking.actions.newPhotos")}
          </LocaleLink>
        ) : null}
        {cancel ? (
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="button button-secondary">
              {t("tracking.actions.cancel")}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
