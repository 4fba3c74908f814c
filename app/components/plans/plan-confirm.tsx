import { Form, useNavigation } from "react-router";
import type { PlanChangeOptions } from "../../../src/contracts/api/plan-changes.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";
import { LocaleLink } from "../locale-link.tsx";

type Choice = PlanChangeOptions["choices"][number];

const TITLE = {
  upgrade: "plans.confirm.title.upgrade",
  start: "plans.confirm.title.start",
  downgrade: "plans.confirm.title.downgrade",
} as const;
const SUBMIT = {
  upgrade: "plans.confirm.submit.upgrade",
  start: "plans.confirm.submit.start",
  downgrade: "plans.confirm.submit.downgrade",
} as const;

/**
 * The exact terms of one change, then the confirming form: an upgrade's charge now for the days
 * left and the date it is billed; a downgrade's date and new fee.
 */
export function PlanConfirm(props: {
  lineId: string;
  choice: Choice;
  idempotencyKey: string;
  options: PlanChangeOptions;
  errors: FormErrors | undefined;
}) {
  const { t, format } = useI18n();
  const { choice, options, errors } = props;
  const busy = useNavigation().state === "submitting";
  const values = {
    from: options.current?.name ?? "",
    to: choice.name,
    amount: format.iqd(choice.chargeIqd),
    fee: format.iqd(choice.priceIqd),
    date: format.date(choice.effectiveAt),
    end: options.cycleEnd ? format.date(options.cycleEnd) : "",
    count: options.daysLeft,
    days: format.number(options.cycleDays),
  };
  return (
    <section className="card plan-confirm" aria-labelledby="plan-confirm">
      <h2 id="plan-confirm">{t(TITLE[choice.direction], values)}</h2>
      {choice.direction === "start" ? (
        <p className="plan-charge">{t("plans.confirm.startCharge", values)}</p>
      ) : choice.direction === "upgrade" ? (
        <>
          <p className="plan-charge">{t("plans.confirm.upgradeCharge", values)}</p>
          <p>{t("plans.confirm.upgradeRule", values)}</p>
          <p>{t("plans.confirm.upgradeAfter", values)}</p>
        </>
      ) : (
        <>
          <p className="plan-charge">{t("plans.confirm.downgradeWhen", values)}</p>
          <p>{t("plans.confirm.downgradeAfter", values)}</p>
        </>
      )}
      <Form method="post" className="plan-confirm-form">
        <input type="hidden" name="plan" value={choice.slug} />
        <input type="hidden" name="key" value={props.idempotencyKey} />
        <FormMessage message={errors?.form} />
        <SubmitButton busy={busy} className="button">
          {t(SUBMIT[choice.direction])}
        </SubmitButton>
        <LocaleLink to={`/myzain/change-plan?line=${props.lineId}`} className="button button-secondary">
          {t("plans.confirm.back")}
        </LocaleLink>
      </Form>
    </section>
  );
}
