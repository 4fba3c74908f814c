import { Form } from "react-router";
import type { Granularity } from "../../lib/chart-scale.ts";
import { useI18n } from "../../lib/i18n.tsx";

export const USAGE_PERIODS = [7, 30, 90] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];

/**
 * What the charts show: the last 7, 30 or 90 days, per day or per week. A plain GET form, so it
 * works before JavaScript and the address can be bookmarked; it keeps the chosen line.
 */
export function UsageControls({
  days,
  granularity,
  line,
}: {
  days: UsagePeriod;
  granularity: Granularity;
  /** The line to keep in the address, when the customer has several. */
  line: string | null;
}) {
  const { t } = useI18n();
  return (
    // Keyed by the choice so going back in history resets the fields to what the page shows.
    <Form key={`${days}-${granularity}`} method="get" className="usage-controls" aria-label={t("usage.controls.label")}>
      {line ? <input type="hidden" name="line" value={line} /> : null}
      <div className="field">
        <label htmlFor="usage-days">{t("usage.controls.period")}</label>
        <select id="usage-days" name="days" defaultValue={String(days)}>
          {USAGE_PERIODS.map((d) => (
            <option key={d} value={d}>
              {t("usage.controls.lastDays", { count: d })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field usage-granularity">
        <legend>{t("usage.controls.granularity")}</legend>
        <label className="choice">
          <input type="radio" name="granularity" value="day" defaultChecked={granularity === "day"} />
          {t("usage.controls.byDay")}
        </label>
        <label className="choice">
          <input type="radio" name="granularity" value="week" defaultChecked={granularity === "week"} />
          {t("usage.controls.byWeek")}
        </label>
      </fieldset>
      <button type="submit" className="button">
        {t("usage.controls.submit")}
      </button>
    </Form>
  );
}
