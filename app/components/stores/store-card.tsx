import type { StoreView } from "../../../src/contracts/api/places.ts";
import { directionsUrl, type Weekday, weekdays } from "../../../src/contracts/place-values.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { dayHoursText, nationalPhone } from "../../lib/store-format.ts";
import { serviceKey, weekdayKey } from "../../lib/store-labels.ts";

function Hours({ day }: { day: StoreView["hours"][Weekday] }) {
  const { t } = useI18n();
  const text = dayHoursText(day);
  return text ? <bdi dir="ltr">{text}</bdi> : t("stores.closed");
}

/** One store: where it is, how to call it, when it opens today and all week, and the way there. */
export function StoreCard({ store, today }: { store: StoreView; today: Weekday }) {
  const { t } = useI18n();
  const place = [store.district?.name, store.city.name].filter(Boolean).join(" · ");
  return (
    <li className="store-card">
      <h3>{store.name}</h3>
      <p className="store-place">{place}</p>
      <p>
        <span className="visually-hidden">{t("stores.address")}: </span>
        {store.address}
      </p>
      <p>
        {t("stores.phone")}:{" "}
        <a href={`tel:${store.phone}`}>
          <bdi dir="ltr">{nationalPhone(store.phone)}</bdi>
        </a>
      </p>
      <p className="store-today">
        <strong>{t("stores.today")}:</strong> <Hours day={store.hours[today]} />
      </p>
      <details className="store-week">
        <summary>{t("stores.week")}</summary>
        <dl>
          {weekdays.map((day) => (
            <div key={day} className={day === today ? "is-today" : undefined}>
              <dt>{t(weekdayKey[day])}</dt>
              <dd>
                <Hours day={store.hours[day]} />
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <p className="visually-hidden">{t("stores.services")}</p>
      <ul className="store-services">
        {store.services.map((s) => (
          <li key={s}>{t(serviceKey[s])}</li>
        ))}
      </ul>
      <a className="button" href={directionsUrl(store.latitude, store.longitude)} rel="noopener">
        {t("stores.directions")}
        {/* Every card has this link: screen readers hear which store it leads to. */}
        <span className="visually-hidden">: {store.name}</span>
      </a>
    </li>
  );
}
