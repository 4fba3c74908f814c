import type { PointsSummary } from "../../../src/contracts/api/points.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { tierKeys } from "../../lib/points.ts";
import { LocaleLink } from "../locale-link.tsx";

/**
 * The account's points at a glance: balance, tier with the way to the next one, and the points
 * that expire next (highlighted within the notice month), with the ways to use and earn more.
 */
export function PointsSummaryCard({ summary }: { summary: PointsSummary }) {
  const { t, format } = useI18n();
  const { nextTier, expiring } = summary;
  const tierName = t(tierKeys[summary.tier]);
  return (
    <section className="points-card" aria-labelledby="points-heading">
      <h2 id="points-heading">{t("points.summary.heading")}</h2>
      <dl className="points-figures">
        <div>
          <dt>{t("points.balance.label")}</dt>
          <dd className="points-balance">
            <bdi dir="ltr">{format.number(summary.balance)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("points.tier.label")}</dt>
          <dd>
            <span className={`points-tier points-tier-${summary.tier}`}>{tierName}</span>
            <span className="points-since">{t("points.tier.since", { date: format.date(summary.tierSince) })}</span>
          </dd>
        </div>
      </dl>
      <p>{t("points.tier.earned", { months: summary.windowMonths, earned: summary.earnedInWindow })}</p>
      {nextTier ? (
        <>
          <label className="points-progress-label" htmlFor="points-progress">
            {t("points.tier.progress", { tier: t(tierKeys[nextTier.tier]) })}
          </label>
          <meter
            id="points-progress"
            className="points-progress"
            min={0}
            max={nextTier.from}
            value={Math.min(summary.earnedInWindow, nextTier.from)}
          >
            {format.number(summary.earnedInWindow)} / {format.number(nextTier.from)}
          </meter>
          <p>{t("points.tier.next", { needed: nextTier.needed, tier: t(tierKeys[nextTier.tier]) })}</p>
        </>
      ) : (
        <p>{t("points.tier.top")}</p>
      )}
      <div className={expiring?.soon ? "points-expiring points-expiring-soon" : "points-expiring"}>
        <h3>{t("points.expiring.heading")}</h3>
        {expiring ? (
          <p>
            {t("points.expiring.text", { count: expiring.points, date: format.date(expiring.at) })}
            {expiring.soon ? ` ${t("points.expiring.soon")}` : null}
          </p>
        ) : (
          <p>{t("points.expiring.none")}</p>
        )}
      </div>
      <p className="myzain-actions">
        <LocaleLink to="/myzain/redeem-points" className="button">
          {t("points.redeem")}
        </LocaleLink>
        <LocaleLink to="/myzain/earn-points" className="button button-secondary">
          {t("points.earnMore")}
        </LocaleLink>
      </p>
    </section>
  );
}
