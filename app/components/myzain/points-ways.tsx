import type { PointsEarning } from "../../../src/contracts/api/points.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** What earns points, at the rates the earning rules set today, and how long points last. */
export function PointsWays({ rates }: { rates: PointsEarning["rates"] }) {
  const { t, format } = useI18n();
  const perBundle = t("points.rates.perBundle", { points: rates.pointsPerBundle });
  const rows: [string, string][] = [
    [
      t("points.rates.money"),
      t("points.rates.perThousand", { points: rates.pointsPerThousandIqd, amount: format.iqd(1000) }),
    ],
    [t("points.rates.bundle"), perBundle],
  ];
  if (rates.renewalsEarn) rows.push([t("points.rates.renewal"), perBundle]);
  return (
    <section className="block" aria-labelledby="points-rates-heading">
      <h2 id="points-rates-heading">{t("points.rates.heading")}</h2>
      <table className="points-rates">
        <caption>{t("points.rates.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("points.rates.column.what")}</th>
            <th scope="col">{t("points.rates.column.points")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([what, points]) => (
            <tr key={what}>
              <th scope="row">{what}</th>
              <td>{points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t("points.rates.expiry", { months: rates.expiryMonths, days: rates.noticeDays })}</p>
    </section>
  );
}
