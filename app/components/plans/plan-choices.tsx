import type { PlanChangeOptions } from "../../../src/contracts/api/plan-changes.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

const WHEN = {
  upgrade: "plans.change.upgradeNow",
  start: "plans.change.startNow",
  downgrade: "plans.change.downgradeOn",
} as const;
const PICK = {
  upgrade: "plans.change.pick.upgrade",
  start: "plans.change.pick.start",
  downgrade: "plans.change.pick.downgrade",
} as const;

/** The Power plans a line can move to, each with what choosing it means; choosing opens the confirmation. */
export function PlanChoices({ lineId, options }: { lineId: string; options: PlanChangeOptions }) {
  const { t, format } = useI18n();
  if (options.choices.length === 0) return null;
  return (
    <section aria-labelledby="plan-choices">
      <h2 id="plan-choices">{t("plans.change.choose")}</h2>
      <ul className="plan-choices">
        {options.choices.map((c) => (
          <li key={c.slug} className="card plan-choice">
            <h3>{c.name}</h3>
            <p>
              {t("plans.change.fee")} <bdi dir="ltr">{format.iqd(c.priceIqd)}</bdi>
            </p>
            <p>{t(WHEN[c.direction], { amount: format.iqd(c.chargeIqd), date: format.date(c.effectiveAt) })}</p>
            <LocaleLink to={`/myzain/change-plan?line=${lineId}&plan=${c.slug}`} className="button button-secondary">
              {t(PICK[c.direction], { plan: c.name })}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
