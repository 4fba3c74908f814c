import { Form } from "react-router";
import type { DigitalServiceView } from "../../../src/contracts/api/digital-services.ts";
import { categoryKey, priceKey } from "../../lib/digital-services.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** The line's active subscriptions, each with its price, next charge and a button that ends it at once. */
export function ActiveServices({ services }: { services: DigitalServiceView[] }) {
  const { t, format } = useI18n();
  if (services.length === 0) return <p>{t("services.mine.none")}</p>;
  return (
    <ul className="service-list">
      {services.map((s) =>
        s.subscription ? (
          <li key={s.slug} className="card service-item">
            <h3 id={`mine-${s.slug}`}>{s.name}</h3>
            <p>
              <span>{t(priceKey[s.renewal], { price: format.iqd(s.priceIqd) })}</span>
            </p>
            <p>{t("services.mine.renews", { date: format.date(s.subscription.renewsAt) })}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="subscription" value={s.subscription.id} />
              <button type="submit" className="button button-secondary" aria-describedby={`mine-${s.slug}`}>
                {t("services.mine.cancel")}
              </button>
            </Form>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** What the line may still take, each leading to its confirmation step. */
export function AvailableServices({ services, lineId }: { services: DigitalServiceView[]; lineId: string }) {
  const { t, format } = useI18n();
  return (
    <ul className="service-list">
      {services.map((s) => (
        <li key={s.slug} className="card service-item">
          <p className="service-category">{t(categoryKey[s.category])}</p>
          <h3 id={`offer-${s.slug}`}>{s.name}</h3>
          <p>{s.description}</p>
          <p>
            <strong>
              <span>{t(priceKey[s.renewal], { price: format.iqd(s.priceIqd) })}</span>
            </strong>
          </p>
          <LocaleLink
            to={`/myzain/digital-services?${new URLSearchParams({ line: lineId, service: s.slug })}#confirm`}
            className="button"
            aria-describedby={`offer-${s.slug}`}
          >
            {t("services.subscribe")}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
