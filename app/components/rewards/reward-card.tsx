import type { RewardView } from "../../../src/contracts/api/rewards.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { Points } from "./points.tsx";

/** Why a reward cannot be had now, in the order the customer can do something about it. */
function blocker(reward: RewardView): "stock" | "limit" | "line" | "points" | null {
  if (reward.stock === 0) return "stock";
  if (reward.limitLeft === 0) return "limit";
  if ((reward.kind === "bundle" || reward.kind === "bill_discount") && reward.lineIds.length === 0) return "line";
  if (reward.pointsNeeded > 0) return "points";
  return null;
}

/** One reward: what it is, its cost in points, what is left of it, and the way to choose it (or why not). */
export function RewardCard({ reward }: { reward: RewardView }) {
  const { t, format } = useI18n();
  const why = blocker(reward);
  return (
    <li className="card reward-card" id={`reward-${reward.slug}`}>
      <span className="badge">{t(`rewards.kind.${reward.kind}`)}</span>
      <h3>{reward.name}</h3>
      {reward.partner ? <p className="reward-partner">{reward.partner}</p> : null}
      <p className="reward-cost">
        <Points n={reward.pointsCost} message="rewards.cost" />
      </p>
      <p>{reward.description}</p>
      <ul className="reward-facts">
        {reward.offering?.validityDays ? (
          <li>{t("offers.validity", { count: reward.offering.validityDays })}</li>
        ) : null}
        {reward.creditIqd ? (
          <li>
            {t("rewards.credit")} <bdi>{format.iqd(reward.creditIqd)}</bdi>
          </li>
        ) : null}
        {reward.donatedPoints !== null ? (
          <li>
            <Points n={reward.donatedPoints} message="rewards.donatedTotal" />
          </li>
        ) : (
          <li>{t("rewards.stockLeft", { count: reward.stock })}</li>
        )}
        {reward.limitLeft !== null ? <li>{t("rewards.limitLeft", { count: reward.limitLeft })}</li> : null}
        {reward.endsAt ? <li>{t("rewards.endsOn", { date: format.date(reward.endsAt) })}</li> : null}
      </ul>
      {why === null ? (
        <LocaleLink to={`/myzain/redeem-points?reward=${reward.slug}#confirm`} className="button">
          {t("rewards.choose")}
        </LocaleLink>
      ) : why === "points" ? (
        <p className="reward-blocked">
          <Points n={reward.pointsNeeded} message="rewards.needMore" />{" "}
          <LocaleLink to="/myzain/earn-points">{t("rewards.earnMore")}</LocaleLink>
        </p>
      ) : (
        <p className="reward-blocked">{t(`rewards.blocked.${why}`)}</p>
      )}
    </li>
  );
}
