import { Form, useNavigation } from "react-router";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import type { PaymentOptions } from "../../../src/contracts/api/payments.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { NumberPreset } from "../../lib/number-choice.ts";
import type { PaymentFormResult } from "../../lib/payments.ts";
import { SubmitButton } from "../async-form.tsx";
import { AmountChoice } from "./amount-choice.tsx";
import { FormProblem } from "./form-problem.tsx";
import { NumberChoice } from "./number-choice.tsx";
import { TestGatewayNote } from "./test-gateway-note.tsx";

type Props = {
  token: string;
  lines: LineSummary[];
  preset: NumberPreset;
  options: PaymentOptions;
  result: PaymentFormResult | undefined;
};

/** Recharge by online payment: number, amount within the limits, then on to the gateway's page. */
export function OnlineRechargeForm({ token, lines, preset, options, result }: Props) {
  const { t, format } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "online";
  const fields = result?.errors?.fields ?? {};
  const values = result?.values;
  const { limits } = options;
  return (
    <section className="payment-card" aria-labelledby="online-heading">
      <h2 id="online-heading">{t("payments.online.title")}</h2>
      <Form method="post" className="payment-form" noValidate>
        <input type="hidden" name="intent" value="online" />
        <input type="hidden" name="token" value={token} />
        <FormProblem errors={result?.errors} />
        <NumberChoice
          idPrefix="online"
          lines={lines}
          preset={
            values?.msisdn === undefined ? preset : { selected: values.line ?? preset.selected, typed: values.msisdn }
          }
          legend={t("payments.number.legend")}
          hint={t("payments.number.hint")}
          error={fields.msisdn}
        />
        <AmountChoice
          presets={options.presets}
          selected={values?.amount}
          typed={values?.amountOther ?? ""}
          hint={t("payments.amount.limits", {
            min: format.iqd(limits.minIqd),
            max: format.iqd(limits.maxIqd),
            daily: format.iqd(limits.dailyPerNumberIqd),
          })}
          error={fields.amount}
        />
        {options.online?.test ? <TestGatewayNote /> : null}
        <SubmitButton busy={busy} className="button button-large">
          {t("payments.online.submit")}
        </SubmitButton>
        <p className="field-hint">{t("payments.online.next")}</p>
      </Form>
    </section>
  );
}
