import type { StoreView } from "../../../src/contracts/api/places.ts";
import type { OpeningState } from "../../../src/contracts/opening-hours.ts";
import { directionsUrl, type Weekday, weekdays } from "../../../src/contracts/place-values.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { dayHoursText, localDigits, nationalPhone } from "../../lib/store-format.ts";
import { kindKey, serviceKey, weekdayKey } from "../../lib/store-labels.ts";
import { Icon } from "../icon.tsx";
import { OpeningText } from "./opening-text.tsx";

export type StoreCardView = StoreView & { state: OpeningState; distanceKm?: number };

function Hours({ day }: { day: StoreView["hours"][Weekday] }) {
  const { t, format } = useI18n();
  const text = dayHoursText(day);
  return text ? <bdi dir="ltr">{localDigits(text, format.number)}</bdi> : t("stores.closed");
}

/** One store: who runs it, where, how far, open now or when, how to call, all week's hours, the way there. */
export function StoreCard({ store, today, level }: { store: StoreCardView; today: Weekday; level: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  const { t, format } = useI18n();
  const place = [store.district?.name, store.city.name].filter(Boolean).join(" · ");
  return (
    <li className="store-card" id={`store-${store.id}`}>
      <Heading>{store.name}</Heading>
      <p className="store-meta">
        <span className={`store-kind is-${store.kind}`}>{t(kindKey[store.kind])}</span>
        {store.distanceKm === undefined ? null : (
          <span className="store-distance">{t("stores.distance", { distance: format.number(store.distanceKm) })}</span>
        )}
      </p>
      <p className="store-place">{place}</p>
      <p>
        <span className="visually-hidden">{t("stores.address")}: </span>
        {store.address}
      </p>
      <p className="store-state">
        <OpeningText state={store.state} />
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
      <p className="store-actions">
        <a className="button button-secondary" href={`tel:${store.phone}`}>
          <Icon name="phone" size={18} />
          <span className="visually-hidden">{t("stores.phone")}: </span>
          <bdi dir="ltr">{nationalPhone(store.phone)}</bdi>
        </a>
        <a className="button" href={directionsUrl(store.latitude, store.longitude)} rel="noopener">
          <Icon name="location" size={18} />
          {t("stores.directions")}
          {/* Every card has this link: screen readers hear which store it leads to. */}
          <span className="visually-hidden">: {store.name}</span>
        </a>
      </p>
    </li>
  );
}
