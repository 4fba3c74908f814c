import type { OrderView } from "../../../src/contracts/api/orders.ts";
import { useI18n } from "../../lib/i18n.tsx";

/**
 * What happens next for this order, in the order it happens: payment (if still open), the identity
 * check (new lines), then the courier, the store or the eSIM code.
 */
export function OrderNextSteps({ order }: { order: OrderView }) {
  const { t, format } = useI18n();
  const steps: string[] = [];
  if (order.state === "awaiting_payment") steps.push(t("order.next.payment"));
  if (order.identity) steps.push(t("order.next.review"));
  if (order.fulfilment === "courier") steps.push(t("order.next.courier"));
  if (order.fulfilment === "pickup") steps.push(t("order.next.pickup"));
  if (order.fulfilment === "esim") steps.push(t("order.next.esim"));
  if (order.payOnDeliveryIqd > 0) steps.push(t("order.next.cash", { amount: format.iqd(order.payOnDeliveryIqd) }));
  steps.push(t("order.next.sms"));
  return (
    <section className="card" aria-labelledby="order-next-title">
      <h2 id="order-next-title">{t("order.next.title")}</h2>
      <ol className="order-next">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
