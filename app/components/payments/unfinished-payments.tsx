import { Form, useNavigation } from "react-router";
import type { PaymentView } from "../../../src/contracts/api/payments.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { PaymentFormResult } from "../../lib/payments.ts";
import { SubmitButton } from "../async-form.tsx";
import { RichText } from "../rich-text.tsx";
import { FormProblem } from "./form-problem.tsx";

/** One unfinished payment: what it is, then "Continue paying" (back to the gateway) and "Cancel". */
export function UnfinishedPayment({ payment, token }: { payment: PaymentView; token?: string }) {
  const { t, format } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("paymentId") === payment.id;
  const values = {
    amount: <bdi>{format.iqd(payment.amountIqd)}</bdi>,
    number: (
      <bdi dir="ltr" className="msisdn">
        {payment.msisdnMasked}
      </bdi>
    ),
  };
  return (
    <>
      <p>
        <RichText text={t("payments.unfinished.text")} values={values} />
      </p>
      <div className="unfinished-actions">
        {payment.continueUrl ? (
          // The gateway's own page: a full page load to another site, as when the payment started.
          <a href={payment.continueUrl} className="button">
            {t("payments.unfinished.continue")}
          </a>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-payment" />
          <input type="hidden" name="paymentId" value={payment.id} />
          {token ? <input type="hidden" name="t" value={token} /> : null}
          <SubmitButton busy={busy} className="button button-secondary">
            {t("payments.unfinished.cancel")}
          </SubmitButton>
        </Form>
      </div>
    </>
  );
}

/**
 * Above a payment form: payments of this visitor's that were started and not paid (a closed tab,
 * the back button), which would otherwise block a new payment for the number. After "Cancel", says
 * so; a refusal (money already on its way) is told here too.
 */
export function UnfinishedPayments({
  payments,
  result,
}: {
  payments: PaymentView[];
  result: PaymentFormResult | undefined;
}) {
  const { t } = useI18n();
  const cancel = result?.intent === "cancel" ? result : undefined;
  if (payments.length === 0 && !cancel) return null;
  return (
    <section
      className="payment-card unfinished-payments"
      aria-labelledby={payments.length > 0 ? "unfinished-heading" : undefined}
    >
      {payments.length > 0 ? <h2 id="unfinished-heading">{t("payments.unfinished.title")}</h2> : null}
      <FormProblem errors={cancel?.errors} />
      {cancel && !cancel.errors ? (
        <p className="notice notice-success" role="status">
          {t("payments.unfinished.cancelled")}
        </p>
      ) : null}
      {payments.map((payment) => (
        <UnfinishedPayment key={payment.id} payment={payment} />
      ))}
    </section>
  );
}
