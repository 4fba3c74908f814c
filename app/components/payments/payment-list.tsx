import type { PaymentView } from "../../../src/contracts/api/payments.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { purposeKeys, stateKeys, stateTone } from "../../lib/payments.ts";
import { LocaleLink } from "../locale-link.tsx";

/** The account's payments, each with its state in words and a link to its receipt. */
export function PaymentList({ payments }: { payments: PaymentView[] }) {
  const { t, format } = useI18n();
  return (
    <ul className="payment-list">
      {payments.map((p) => (
        <li key={p.id} className="payment-item" data-state={p.state}>
          <p className="payment-item-what">
            <strong>{t(purposeKeys[p.purpose])}</strong> <bdi>{format.iqd(p.amountIqd)}</bdi>
          </p>
          <p className="payment-item-meta">
            <bdi dir="ltr" className="msisdn">
              {p.msisdnMasked}
            </bdi>{" "}
            · <time dateTime={p.createdAt}>{format.date(p.createdAt)}</time>
          </p>
          <p className="payment-item-state">
            <span className={`payment-state payment-state-${stateTone(p.state)}`}>{t(stateKeys[p.state])}</span>
          </p>
          <LocaleLink
            to={`/payments/${p.id}`}
            aria-label={t("payments.history.receiptFor", { date: format.date(p.createdAt) })}
          >
            {t("payments.history.receipt")}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
