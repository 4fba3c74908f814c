import { Form } from "react-router";
import type { KafooOverview } from "../../../src/contracts/api/kafoo.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Field, FormMessage } from "../field.tsx";

type Props = {
  lineId: string;
  rules: KafooOverview["transfer"];
  draft: { recipient: string; amountIqd: string };
  errors: FormErrors | null;
};

/**
 * The transfer's first step, a GET form: the number and the amount (a choice or any amount within
 * the limits). It leads to the confirmation, which states everything before anything moves.
 */
export function TransferForm({ lineId, rules, draft, errors }: Props) {
  const { t, format } = useI18n();
  const leftToday = Math.max(0, rules.dailyIqd - rules.todayIqd);
  return (
    <Form method="get" className="kafoo-form" aria-labelledby="transfer-heading">
      <FormMessage message={errors?.form} />
      <input type="hidden" name="line" value={lineId} />
      <Field
        name="to"
        label={t("kafoo.transfer.recipient")}
        hint={t("kafoo.transfer.recipientHint")}
        error={errors?.fields.recipient}
        defaultValue={draft.recipient}
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        required
      />
      <fieldset className="kafoo-choices">
        <legend>{t("kafoo.transfer.amount")}</legend>
        <p className="field-hint" id="amount-hint">
          {t("kafoo.transfer.amountHint", {
            min: format.iqd(rules.minIqd),
            max: format.iqd(rules.maxIqd),
            fee: format.iqd(rules.feeIqd),
          })}
        </p>
        <ul className="kafoo-chips">
          {rules.choices.map((amount) => (
            <li key={amount}>
              <button type="submit" name="amount" value={amount} className="button button-secondary">
                <bdi>{format.iqd(amount)}</bdi>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <Field
        name="amount"
        label={t("kafoo.transfer.otherAmount")}
        error={errors?.fields.amountIqd}
        defaultValue={draft.amountIqd}
        inputMode="numeric"
        dir="ltr"
        aria-describedby="amount-hint"
      />
      <p className="field-hint">
        {t("kafoo.transfer.today", {
          count: format.number(rules.todayCount),
          limit: format.number(rules.dailyCount),
          left: format.iqd(leftToday),
        })}
      </p>
      <button type="submit" className="button">
        {t("kafoo.transfer.continue")}
      </button>
    </Form>
  );
}
