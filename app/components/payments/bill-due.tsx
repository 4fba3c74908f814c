import type { BillDue, PaymentOptions } from "../../../src/contracts/api/payments.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { PaymentFormResult } from "../../lib/payments.ts";
import { RichText } from "../rich-text.tsx";
import { BillPayForm } from "./bill-pay-form.tsx";

type Props = {
  msisdn: string;
  due: BillDue;
  options: PaymentOptions;
  token: string;
  /** An amount the address asked for (a bill page's "Pay this bill"); all that is due otherwise. */
  amount?: number | null;
  result: PaymentFormResult | undefined;
};

/**
 * Step two: what is due on the number, to whom (masked), by when (overdue stands out), then how
 * much to pay. "Nothing to pay" reads the same for a settled, a prepaid and an unknown number.
 */
export function BillDuePanel({ msisdn, due, options, token, amount, result }: Props) {
  const { t, format } = useI18n();
  const number = (
    <bdi dir="ltr" className="msisdn">
      {due.msisdnMasked}
    </bdi>
  );
  if (due.amountDueIqd <= 0) {
    return (
      <section className="payment-card" aria-labelledby="bill-due-heading" role="status">
        <h2 id="bill-due-heading">{t("payments.bill.dueTitle")}</h2>
        <p>
          <RichText text={t("payments.bill.nothingDue")} values={{ number }} />
        </p>
      </section>
    );
  }
  return (
    <section className="payment-card" aria-labelledby="bill-due-heading">
      <h2 id="bill-due-heading">{t("payments.bill.dueTitle")}</h2>
      <dl className="payment-facts">
        <dt>{t("payments.number")}</dt>
        <dd>{number}</dd>
        {due.holderMasked ? (
          <>
            <dt>{t("payments.bill.holder")}</dt>
            <dd dir="auto">{due.holderMasked}</dd>
          </>
        ) : null}
        <dt>{t("payments.bill.amountDue")}</dt>
        <dd className="payment-amount">
          <bdi>{format.iqd(due.amountDueIqd)}</bdi>
        </dd>
        {due.dueAt ? (
          <>
            <dt>{t("payments.bill.dueAt")}</dt>
            <dd className={due.overdue ? "bill-overdue" : undefined}>
              {format.date(due.dueAt)}
              {due.overdue ? <strong className="badge badge-danger">{t("payments.bill.overdue")}</strong> : null}
            </dd>
          </>
        ) : null}
      </dl>
      {due.paymentPending ? (
        <p className="notice" role="status">
          {t("payments.bill.pending")}
        </p>
      ) : options.online ? (
        <BillPayForm msisdn={msisdn} due={due} options={options} token={token} amount={amount} result={result} />
      ) : (
        <p className="notice">{t("payments.bill.onlineOff")}</p>
      )}
    </section>
  );
}
