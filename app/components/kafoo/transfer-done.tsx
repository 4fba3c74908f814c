import type { TransferResult } from "../../../src/contracts/api/kafoo.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { RichText } from "../rich-text.tsx";

/** The transfer's receipt: what went to whom, the fee, the balance left and the reference. */
export function TransferDone({ done, again }: { done: TransferResult; again: string }) {
  const { t, format } = useI18n();
  return (
    <section className="kafoo-confirm" aria-labelledby="transfer-done-heading" role="status">
      <h3 id="transfer-done-heading">{t("kafoo.done.title")}</h3>
      <p>
        <RichText
          text={t("kafoo.done.lead")}
          values={{
            amount: <bdi>{format.iqd(done.amountIqd)}</bdi>,
            number: <bdi dir="ltr">{done.recipient}</bdi>,
          }}
        />
      </p>
      <dl className="confirm-facts">
        <dt>{t("kafoo.confirm.fee")}</dt>
        <dd>
          <bdi>{format.iqd(done.feeIqd)}</bdi>
        </dd>
        <dt>{t("kafoo.done.balance")}</dt>
        <dd>
          <bdi>{format.iqd(done.balanceIqd)}</bdi>
        </dd>
        <dt>{t("kafoo.done.reference")}</dt>
        <dd>
          <bdi dir="ltr">{done.reference.slice(0, 8).toUpperCase()}</bdi>
        </dd>
      </dl>
      <p>{t("kafoo.done.sms")}</p>
      <LocaleLink to={again} className="button button-secondary">
        {t("kafoo.done.another")}
      </LocaleLink>
    </section>
  );
}
