import { Form, useNavigation } from "react-router";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { NumberPreset } from "../../lib/number-choice.ts";
import { SubmitButton } from "../async-form.tsx";
import { FormProblem } from "./form-problem.tsx";
import { NumberChoice } from "./number-choice.tsx";

/** Step one of paying a bill: which number. A GET form, so the answer's address can be shared. */
export function BillLookup({
  lines,
  preset,
  errors,
}: {
  lines: LineSummary[];
  preset: NumberPreset;
  errors: FormErrors | null;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.formMethod?.toUpperCase() === "GET";
  return (
    <section className="payment-card" aria-labelledby="bill-lookup-heading">
      <h2 id="bill-lookup-heading">{t("payments.bill.lookupTitle")}</h2>
      <Form method="get" className="payment-form" noValidate>
        <FormProblem errors={errors} />
        <NumberChoice
          idPrefix="bill"
          lines={lines}
          preset={preset}
          legend={t("payments.bill.number")}
          hint={t("payments.bill.numberHint")}
          error={errors?.fields.msisdn}
        />
        <SubmitButton busy={busy} className="button">
          {t("payments.bill.lookup")}
        </SubmitButton>
      </Form>
    </section>
  );
}
