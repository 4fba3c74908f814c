import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { BillDue, PaymentOptions } from "../../../src/contracts/api/payments.ts";
import { useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { PaymentFormResult } from "../../lib/payments.ts";
import { SubmitButton } from "../async-form.tsx";
import { Field } from "../field.tsx";
import { FormProblem } from "./form-problem.tsx";
import { TestGatewayNote } from "./test-gateway-note.tsx";

type Props = {
  msisdn: string;
  due: BillDue;
  options: PaymentOptions;
  token: string;
  /** Pre-chosen as the part to pay when it is less than all that is due. */
  amount?: number | null | undefined;
  result: PaymentFormResult | undefined;
};

/** Pay all that is due (the default) or a part of it, then on to the gateway's page. */
export function BillPayForm({ msisdn, due, options, token, amount, result }: Props) {
  const { t, format } = useI18n();
  const say = useFormText();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "bill";
  const part = useRef<HTMLInputElement>(null);
  const asked: Record<string, string> =
    amount && amount < due.amountDueIqd ? { choice: "part", amountPart: String(amount) } : {};
  const values: Record<string, string> = result?.values ?? asked;
  const max = Math.min(due.amountDueIqd, options.limits.maxIqd);
  // A problem with a typed part is told at its field; with the whole amount, at the top of the group.
  const error = result?.errors?.fields.amount;
  const atField = values.choice === "part";
  return (
    <Form method="post" className="payment-form" noValidate>
      <input type="hidden" name="intent" value="bill" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="msisdn" value={msisdn} />
      <input type="hidden" name="due" value={due.amountDueIqd} />
      <FormProblem errors={result?.errors} />
      <fieldset className="field" aria-describedby={error && !atField ? "bill-amount-problem" : undefined}>
        <legend>{t("payments.bill.howMuch")}</legend>
        {error && !atField ? (
          <p id="bill-amount-problem" className="field-error" role="alert">
            {say(error)}
          </p>
        ) : null}
        <label className="choice">
          <input type="radio" name="choice" value="all" defaultChecked={values.choice !== "part"} />
          <span>
            {t("payments.bill.payAll")} <bdi>{format.iqd(due.amountDueIqd)}</bdi>
          </span>
        </label>
        <label className="choice">
          <input ref={part} type="radio" name="choice" value="part" defaultChecked={values.choice === "part"} />
          <span>{t("payments.bill.payPart")}</span>
        </label>
        <Field
          id="bill-amount"
          name="amountPart"
          label={t("payments.bill.partLabel")}
          hint={t("payments.bill.partHint", { min: format.iqd(options.limits.minIqd), max: format.iqd(max) })}
          error={atField ? error : undefined}
          defaultValue={values.amountPart ?? ""}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          onFocus={() => {
            if (part.current) part.current.checked = true;
          }}
        />
      </fieldset>
      {options.online?.test ? <TestGatewayNote /> : null}
      <SubmitButton busy={busy} className="button button-large">
        {t("payments.online.submit")}
      </SubmitButton>
      <p className="field-hint">{t("payments.online.next")}</p>
    </Form>
  );
}
