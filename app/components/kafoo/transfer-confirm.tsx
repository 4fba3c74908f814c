import { Form, useNavigation } from "react-router";
import type { TransferQuote } from "../../../src/contracts/api/kafoo.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";
import { LocaleLink } from "../locale-link.tsx";

type Props = {
  quote: TransferQuote;
  line: { id: string; msisdn: string };
  values: { to: string; amount: string };
  idempotencyKey: string;
  errors: FormErrors | null;
  /** The form again, keeping what was typed. */
  change: string;
};

/**
 * The transfer's confirmation: to whom (masked number and name), from which line, the amount, the
 * fee, the total and the balance after; then one button. A large amount first asks for a code
 * sent by SMS to the sending line. The key was minted when this was drawn: a double submit or a
 * reload sends once.
 */
export function TransferConfirm({ quote, line, values, idempotencyKey, errors, change }: Props) {
  const { t, format } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="kafoo-confirm" aria-labelledby="transfer-confirm-heading">
      <h3 id="transfer-confirm-heading">{t("kafoo.confirm.title")}</h3>
      <FormMessage message={errors?.form} />
      <dl className="confirm-facts">
        <dt>{t("kafoo.confirm.to")}</dt>
        <dd>
          <bdi dir="ltr">{quote.recipient}</bdi>
          {quote.recipientName ? (
            <>
              {" "}
              (<bdi>{quote.recipientName}</bdi>)
            </>
          ) : null}
        </dd>
        <dt>{t("kafoo.confirm.from")}</dt>
        <dd>
          <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
        </dd>
        <dt>{t("kafoo.confirm.amount")}</dt>
        <dd>
          <strong>
            <bdi>{format.iqd(quote.amountIqd)}</bdi>
          </strong>
        </dd>
        <dt>{t("kafoo.confirm.fee")}</dt>
        <dd>
          <bdi>{format.iqd(quote.feeIqd)}</bdi>
        </dd>
        <dt>{t("kafoo.confirm.total")}</dt>
        <dd>
          <bdi>{format.iqd(quote.totalIqd)}</bdi>
        </dd>
        <dt>{t("kafoo.confirm.balanceAfter")}</dt>
        <dd>
          <bdi>{format.iqd(quote.balanceAfterIqd)}</bdi>
        </dd>
      </dl>
      <p className="field-hint">{t("kafoo.confirm.final")}</p>
      {quote.needsCode ? <p>{t("kafoo.confirm.codeNeeded")}</p> : null}
      <Form method="post" className="confirm-form">
        <input type="hidden" name="intent" value={quote.needsCode ? "code" : "transfer"} />
        <input type="hidden" name="line" value={line.id} />
        <input type="hidden" name="to" value={values.to} />
        <input type="hidden" name="amount" value={values.amount} />
        <input type="hidden" name="key" value={idempotencyKey} />
        <SubmitButton busy={busy} className="button button-large">
          {quote.needsCode
            ? t("kafoo.confirm.sendCode")
            : t("kafoo.confirm.button", { amount: format.iqd(quote.amountIqd) })}
        </SubmitButton>
        <LocaleLink to={change}>{t("kafoo.confirm.change")}</LocaleLink>
      </Form>
    </section>
  );
}
