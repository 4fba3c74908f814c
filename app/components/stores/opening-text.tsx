import type { OpeningState } from "../../../src/contracts/opening-hours.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localDigits } from "../../lib/store-format.ts";
import { weekdayKey } from "../../lib/store-labels.ts";

/**
 * "Open now · until 21:00" or "Closed · opens tomorrow at 09:00", as the server saw it when it drew
 * the page (a shared page is kept only until the next opening or closing, decision 053).
 */
export function OpeningText({ state }: { state: OpeningState }) {
  const { t, format } = useI18n();
  const time = (clock: string) => localDigits(clock, format.number);
  if (state.open) {
    return <span className="is-open">{t("stores.open.now", { time: time(state.closes) })}</span>;
  }
  const next = state.opens;
  if (!next) return <span className="is-closed">{t("stores.closed")}</span>;
  const text =
    next.daysAhead === 0
      ? t("stores.open.closedToday", { time: time(next.time) })
      : next.daysAhead === 1
        ? t("stores.open.closedTomorrow", { time: time(next.time) })
        : t("stores.open.closedLater", { time: time(next.time), day: t(weekdayKey[next.day]) });
  return <span className="is-closed">{text}</span>;
}
