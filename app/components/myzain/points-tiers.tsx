import type { PointsSummary } from "../../../src/contracts/api/points.ts";
import type { PointsTier } from "../../../src/contracts/points.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { tierKeys } from "../../lib/points.ts";

/** The tiers from the earning rules: what makes each and what it brings; the account's own marked. */
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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" tabIndex={0} aria-labelledby="points-tiers-heading">
        <table className="points-tiers">
          <caption>{t("points.tiers.caption", { months })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("points.tiers.column.tier")}</th>
              <th scope="col">{t("points.tiers.column.from", { months })}</th>
              <th scope="col">{t("points.tiers.column.benefits")}</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.tier} aria-current={tier.tier === current ? "true" : undefined}>
                <th scope="row">
                  <span className={`points-tier points-tier-${tier.tier}`}>{t(tierKeys[tier.tier])}</span>
                  {tier.tier === current ? <span className="badge">{t("points.benefit.yours")}</span> : null}
                </th>
                <td>
                  <bdi dir="ltr">{format.number(tier.from)}</bdi>
                </td>
                <td>
                  <ul className="points-benefits">
                    <li>{t("points.benefit.base")}</li>
                    {tier.bonusPercent > 0 ? (
                      <li>{t("points.benefit.bonus", { percent: tier.bonusPercent })}</li>
                    ) : null}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
