import type { PointsSummary } from "../../../src/contracts/api/points.ts";
import type { PointsTier } from "../../../src/contracts/points.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { tierKeys } from "../../lib/points.ts";

/**
 * The tiers from the earning rules, as cards (a table of three columns of sentences does not fit
 * a phone): what makes each and what it brings; the account's own marked.
 */
export function PointsTiers({
  tiers,
  current,
  months,
}: {
  tiers: PointsSummary["tiers"];
  current: PointsTier | null;
  months: number;
}) {
  const { t, format } = useI18n();
  return (
    <section className="block" aria-labelledby="points-tiers-heading">
      <h2 id="points-tiers-heading">{t("points.tiers.heading")}</h2>
      <p>{t("points.tiers.caption", { months })}</p>
      <ul className="points-tiers">
        {tiers.map((tier) => (
          <li
            key={tier.tier}
            className={tier.tier === current ? "points-tier-card points-tier-card-current" : "points-tier-card"}
            aria-current={tier.tier === current ? "true" : undefined}
          >
            <h3>
              <span className={`points-tier points-tier-${tier.tier}`}>{t(tierKeys[tier.tier])}</span>
              {tier.tier === current ? <span className="badge">{t("points.benefit.yours")}</span> : null}
            </h3>
            <p className="points-tier-from">
              {t("points.tiers.column.from", { months })}: <bdi dir="ltr">{format.number(tier.from)}</bdi>
            </p>
            <ul className="points-benefits">
              <li>{t("points.benefit.base")}</li>
              {tier.bonusPercent > 0 ? <li>{t("points.benefit.bonus", { percent: tier.bonusPercent })}</li> : null}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
