import type { PaymentView } from "../../../src/contracts/api/payments.ts";
import { paymentReference } from "../../../src/contracts/payment-values.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { purposeKeys, stateKeys, stateTone } from "../../lib/payments.ts";

/** The receipt itself: what, for which number, how much, when, and the reference to quote. */
export function ReceiptFacts({ payment }: { payment: PaymentView }) {
  const { t, format } = useI18n();
  const reason = stateTone(payment.state) === "success" ? null : payment.reasonMessage;
  return (
    <dl className="payment-facts receipt-facts">
      <dt>{t("payments.purpose")}</dt>
      <dd>{t(purposeKeys[payment.purpose])}</dd>
      <dt>{t("payments.number")}</dt>
      <dd>
        <bdi dir="ltr" className="msisdn">
          {payment.msisdnMasked}
        </bdi>
      </dd>
      <dt>{t("payments.amount")}</dt>
      <dd className="payment-amount">
        <bdi>{format.iqd(payment.amountIqd)}</bdi>
      </dd>
      <dt>{t("payments.status")}</dt>
      <dd>
        <span className={`payment-state payment-state-${stateTone(payment.state)}`}>{t(stateKeys[payment.state])}</span>
      </dd>
      {reason ? (
        <>
          <dt>{t("payments.reason")}</dt>
          <dd>{reason}</dd>
        </>
      ) : null}
      <dt>{t("payments.date")}</dt>
      <dd>
        <time dateTime={payment.fulfilledAt ?? payment.createdAt}>
          {format.date(payment.fulfilledAt ?? payment.createdAt)}{" "}
          <bdi dir="ltr">{format.time(payment.fulfilledAt ?? payment.createdAt)}</bdi>
        </time>
      </dd>
      <dt>{t("payments.reference")}</dt>
      <dd>
        <bdi dir="ltr" className="payment-reference">
          {paymentReference(payment.id)}
        </bdi>
      </dd>
    </dl>
  );
}
