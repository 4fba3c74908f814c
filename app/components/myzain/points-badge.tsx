import type { PointsSummary } from "../../../src/contracts/api/points.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { tierKeys } from "../../lib/points.ts";
import { LocaleLink } from "../locale-link.tsx";

/** The dashboard's points line: balance, tier, points expiring within the month, and the way to the rewards page. */
export function PointsBadge({ points, to }: { points: PointsSummary; to: string }) {
  const { t, format } = useI18n();
  return (
    <section className="points-badge" aria-labelledby="points-badge-heading">
      <h2 id="points-badge-heading">{t("points.dashboard.heading")}</h2>
      <p className="points-badge-figures">
        <strong>{t("points.count", { count: points.balance })}</strong>
        <span className={`points-tier points-tier-${points.tier}`}>
          {t("points.dashboard.tier", { tier: t(tierKeys[points.tier]) })}
        </span>
      </p>
      {points.expiring?.soon ? (
        <p className="points-expiring-soon">
          {t("points.expiring.text", { count: points.expiring.points, date: format.date(points.expiring.at) })}
        </p>
      ) : null}
      <LocaleLink to={to}>{t("points.dashboard.link")}</LocaleLink>
    </section>
  );
}
