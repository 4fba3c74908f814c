import { Form } from "react-router";
import { type PointsHistory, pointsPeriods } from "../../../src/contracts/api/points.ts";
import { pointsEntryKinds } from "../../../src/contracts/points.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { entryText, type PointsQuery, pointsKindKeys, pointsSearch } from "../../lib/points.ts";
import { LocaleLink } from "../locale-link.tsx";

/**
 * The points history: a plain GET form (type and period) so it works before JavaScript and every
 * view has an address, the entries newest first, and a link to the older ones.
 */
export function PointsHistoryView({
  history,
  query,
  path,
}: {
  history: PointsHistory;
  query: PointsQuery;
  /** The rewards page's path (its slug carries the configured brand). */
  path: string;
}) {
  const { t, format } = useI18n();
  return (
    <section className="block points-history" id="points-history" aria-labelledby="points-history-heading">
      <h2 id="points-history-heading">{t("points.history.heading")}</h2>
      <Form method="get" key={`${query.kind}|${query.period}`} aria-label={t("points.history.filter")}>
        <div className="statement-fields">
          <div className="field">
            <label htmlFor="points-kind">{t("points.history.kind")}</label>
            <select id="points-kind" name="kind" defaultValue={query.kind ?? ""}>
              <option value="">{t("points.history.allKinds")}</option>
              {pointsEntryKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(pointsKindKeys[kind])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="points-period">{t("points.history.period")}</label>
            <select id="points-period" name="period" defaultValue={query.period}>
              {pointsPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`points.period.${period}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button statement-submit">
            {t("points.history.submit")}
          </button>
        </div>
      </Form>
      {history.entries.length === 0 ? (
        <p>{t("points.history.empty")}</p>
      ) : (
        <ul className="points-entries">
          {history.entries.map((entry) => (
            <li key={entry.id} className="points-entry" data-kind={entry.kind}>
              <div>
                <p className="points-entry-what">
                  <span className="statement-kind">{t(pointsKindKeys[entry.kind])}</span>{" "}
                  {entryText(entry, t, format.iqd)}
                </p>
                <p className="points-entry-when">
                  <time dateTime={entry.createdAt}>{format.date(entry.createdAt)}</time>
                </p>
                {entry.kind === "earn" && entry.expiresAt ? (
                  <p className="points-entry-when">
                    {t("points.history.expires", { date: format.date(entry.expiresAt) })}
                  </p>
                ) : null}
              </div>
              <p className="points-entry-points">
                <bdi dir="ltr" className={entry.points > 0 ? "points-plus" : "points-minus"}>
                  {entry.points > 0 ? "+" : "−"}
                  {format.number(Math.abs(entry.points))}
                </bdi>
                <span className="points-entry-after">
                  {t("points.history.column.balance")}: <bdi dir="ltr">{format.number(entry.balanceAfter)}</bdi>
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {history.next ? (
        <p>
          <LocaleLink to={`${path}${pointsSearch(query, history.next)}`} rel="next">
            {t("points.history.older")}
          </LocaleLink>
        </p>
      ) : null}
    </section>
  );
}
