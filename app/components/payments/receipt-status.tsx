import type { PaymentView } from "../../../src/contracts/api/payments.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { stateTone } from "../../lib/payments.ts";
import { LocaleLink } from "../locale-link.tsx";
import { RichText } from "../rich-text.tsx";
import { AutoRefresh } from "./auto-refresh.tsx";
import { UnfinishedPayment } from "./unfinished-payments.tsx";

/** Not done, nothing charged: in the words of how it ended (expired is never "declined"). */
const failedKeys: Partial<Record<PaymentView["state"], string>> = {
  expired: "payments.receipt.expired",
  cancelled: "payments.receipt.cancelled",
};

const retryPaths = {
  recharge: "/prepaid/recharge-my-prepaid-line?method=online",
  bill: "/postpaid/pay-bill-postpaid",
  order: "/kafoo_order_and_delivery",
};

/**
 * What happened, in words for each outcome: not paid yet (continue or cancel: issue 20), still
 * being confirmed (the page updates itself),
 * done, not done with nothing charged, money returned, or money on its way back. Never an error page for a wait.
 */
export function ReceiptStatus({ payment, token }: { payment: PaymentView; token?: string }) {
  const { t, format } = useI18n();
  const tone = stateTone(payment.state);
  const values = {
    amount: <bdi>{format.iqd(payment.amountIqd)}</bdi>,
    number: (
      <bdi dir="ltr" className="msisdn">
        {payment.msisdnMasked}
      </bdi>
    ),
  };
  const again = (
    <LocaleLink to={retryPaths[payment.purpose]} className="button">
      {t("payments.receipt.tryAgain")}
    </LocaleLink>
  );
  return (
    <section className={`receipt-status receipt-${tone}`} role="status" aria-live="polite">
      {payment.cancellable ? (
        <>
          <h2>{t("payments.unfinished.title")}</h2>
          <UnfinishedPayment payment={payment} token={token} />
        </>
      ) : tone === "open" ? (
        <>
          <h2>
            <span className="receipt-spinner" aria-hidden="true" />
            {t("payments.receipt.open")}
          </h2>
          <p>{t("payments.receipt.openText")}</p>
          <AutoRefresh seconds={payment.refreshAfterSeconds ?? 5} />
        </>
      ) : tone === "success" ? (
        <>
          <h2>{t("payments.receipt.success")}</h2>
          <p>
            <RichText
              text={t(payment.purpose === "bill" ? "payments.receipt.successBill" : "payments.receipt.successRecharge")}
              values={values}
            />
          </p>
        </>
      ) : tone === "refunded" ? (
        <>
          <h2>{t("payments.receipt.refunded")}</h2>
          <p>
            <RichText text={t("payments.receipt.refundedText")} values={values} />
          </p>
        </>
      ) : tone === "refunding" ? (
        <>
          <h2>{t("payments.receipt.refunding")}</h2>
          <p>
            <RichText text={t("payments.receipt.refundingText")} values={values} />
          </p>
        </>
      ) : (
        <>
          <h2>{t(failedKeys[payment.state] ?? "payments.receipt.declined")}</h2>
          <p>{t("payments.receipt.nothingCharged")}</p>
          {again}
        </>
      )}
    </section>
  );
}
