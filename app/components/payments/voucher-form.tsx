import { Form, useNavigation } from "react-router";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { VOUCHER_CODE_LENGTH } from "../../../src/contracts/payment-values.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { NumberPreset } from "../../lib/number-choice.ts";
import type { PaymentFormResult } from "../../lib/payments.ts";
import { SubmitButton } from "../async-form.tsx";
import { Field } from "../field.tsx";
import { FormProblem } from "./form-problem.tsx";
import { NumberChoice } from "./number-choice.tsx";
import { ProofCarried, ProofOffer } from "./voucher-proof.tsx";

type Props = {
  /** The signed form token that carries this form's idempotency key. */
  token: string;
  lines: LineSummary[];
  preset: NumberPreset;
  result: PaymentFormResult | undefined;
};

/**
 * Recharge by scratch card: the number (any of the network's) and the 14-digit code. When strangers
 * have locked the number, it offers a code by SMS; once proved, it carries the ticket.
 */
export function VoucherForm({ token, lines, preset, result }: Props) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "voucher";
  const fields = result?.errors?.fields ?? {};
  const typed = result?.values.msisdn;
  const proof = result?.proof;
  return (
    <section className="payment-card" aria-labelledby="voucher-heading">
      <h2 id="voucher-heading">{t("payments.voucher.title")}</h2>
      <Form method="post" className="payment-form" noValidate>
        <input type="hidden" name="intent" value="voucher" />
        <input type="hidden" name="token" value={token} />
        {proof?.step === "proved" ? <ProofCarried proof={proof} /> : null}
        <FormProblem errors={result?.errors} />
        <NumberChoice
          idPrefix="voucher"
          lines={lines}
          preset={typed === undefined ? preset : { selected: result?.values.line ?? preset.selected, typed }}
          legend={t("payments.number.legend")}
          hint={t("payments.number.hint")}
          error={fields.msisdn}
        />
        <Field
          id="voucher-code"
          name="code"
          label={t("payments.voucher.code")}
          hint={t("payments.voucher.codeHint", { length: VOUCHER_CODE_LENGTH })}
          error={fields.code}
          defaultValue={result?.values.code ?? ""}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={40}
        />
        <SubmitButton busy={busy} className="button button-large">
          {t("payments.voucher.submit")}
        </SubmitButton>
      </Form>
      {proof?.step === "offer" && result ? <ProofOffer proof={proof} result={result} /> : null}
    </section>
  );
}
