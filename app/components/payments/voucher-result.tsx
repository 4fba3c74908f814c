import type { VoucherRecharge } from "../../../src/contracts/api/payments.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { RichText } from "../rich-text.tsx";

/**
 * A card recharge that went through: how much reached which number (or which bundle, for a voucher
 * that gives one), the reference to quote, and the new balance only when the line is the customer's own.
 */
export function VoucherResult({ recharge, again }: { recharge: VoucherRecharge; again: string }) {
  const { t, format } = useI18n();
  return (
    <section className="payment-card payment-result" aria-labelledby="voucher-done" role="status">
      <h2 id="voucher-done">{t(recharge.bundle ? "payments.voucher.bundleDone" : "payments.voucher.done")}</h2>
      <p className="payment-result-lead">
        <RichText
          text={t(recharge.bundle ? "payments.voucher.bundleAdded" : "payments.voucher.added")}
          values={{
            amount: <bdi>{format.iqd(recharge.amountIqd)}</bdi>,
            bundle: recharge.bundle?.name,
            number: (
              <bdi dir="ltr" className="msisdn">
                {recharge.msisdnMasked}
              </bdi>
            ),
          }}
        />
      </p>
      {recharge.advanceRepaidIqd ? (
        <p className="notice">
          <RichText
            text={t("payments.voucher.advanceRepaid")}
            values={{ amount: <bdi>{format.iqd(recharge.advanceRepaidIqd)}</bdi> }}
          />
        </p>
      ) : null}
      <dl className="payment-facts">
        {recharge.bundle?.endsAt ? (
          <>
            <dt>{t("payments.voucher.bundleUntil")}</dt>
            <dd>{format.date(recharge.bundle.endsAt)}</dd>
          </>
        ) : null}
        {recharge.balanceIqd !== null ? (
          <>
            <dt>{t("payments.voucher.balance")}</dt>
            <dd>
              <bdi>{format.iqd(recharge.balanceIqd)}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t("payments.reference")}</dt>
        <dd>
          <bdi dir="ltr" className="payment-reference">
            {recharge.reference}
          </bdi>
        </dd>
        <dt>{t("payments.date")}</dt>
        <dd>
          <time dateTime={recharge.redeemedAt}>
            {format.date(recharge.redeemedAt)} <bdi dir="ltr">{format.time(recharge.redeemedAt)}</bdi>
          </time>
        </dd>
      </dl>
      <p>{t("payments.voucher.keep")}</p>
      <LocaleLink to={again} className="button button-secondary">
        {t("payments.voucher.again")}
      </LocaleLink>
    </section>
  );
}
