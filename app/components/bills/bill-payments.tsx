import type { BillDetail } from "../../../src/contracts/api/bills.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** What was paid against the bill and when (payments settle the oldest bill first). */
export function BillPayments({ payments }: { payments: BillDetail["payments"] }) {
  const { t, format } = useI18n();
  return (
    <section className="bill-section" aria-labelledby="bill-payments-heading">
      <h2 id="bill-payments-heading">{t("bills.payments.heading")}</h2>
      {payments.length === 0 ? (
        <p>{t("bills.payments.none")}</p>
      ) : (
        <table className="bill-table">
          <thead>
            <tr>
              <th scope="col">{t("bills.payments.date")}</th>
              <th scope="col">{t("bills.payments.how")}</th>
              <th scope="col" className="bill-amount">
                {t("bills.payments.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p, index) => (
              // Parts of payments have no id in this view; their order is by date and never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                <td>{p.paidAt ? format.date(p.paidAt) : t("bills.payments.earlier")}</td>
                <td>{t(`bills.payments.source.${p.source}`)}</td>
                <td className="bill-amount">
                  <bdi>{format.iqd(p.amountIqd)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
