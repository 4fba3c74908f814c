import type { OrderView } from "../../../src/contracts/api/orders.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { actorKey, reasonKey } from "./order-labels.ts";

/** Every step the order took, oldest first: what it became, who moved it, when and why. */
export function OrderHistory({ history }: { history: OrderView["history"] }) {
  const { t, format } = useI18n();
  return (
    <section className="order-history" aria-labelledby="order-history-heading">
      <h3 id="order-history-heading">{t("tracking.history.heading")}</h3>
      <ol className="order-timeline">
        {history.map((entry, index) => {
          const why = reasonKey(entry.reason);
          const last = index === history.length - 1;
          return (
            <li key={`${entry.to}-${entry.at}`} className={last ? "order-step order-step-current" : "order-step"}>
              <p className="order-step-label">
                <strong>{entry.label}</strong> <span className="order-step-actor">{t(actorKey(entry.actor))}</span>
              </p>
              <p className="order-step-when">
                <time dateTime={entry.at}>
                  {format.date(entry.at)} <bdi dir="ltr">{format.time(entry.at)}</bdi>
                </time>
              </p>
              {why ? <p className="order-step-why">{t(why)}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
