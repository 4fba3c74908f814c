import type { BillDetail } from "../../../src/contracts/api/bills.ts";
import { billItemLabel, billItemQuantity } from "../../../src/contracts/bill-text.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** What the bill is for, one row per plan fee, bundle, kind of usage, tax; the total last. */
export function BillItems({ bill }: { bill: BillDetail }) {
  const { t, format } = useI18n();
  return (
    <section className="bill-section" aria-labelledby="bill-items-heading">
      <h2 id="bill-items-heading">{t("bills.items.heading")}</h2>
      <table className="bill-table">
        <thead>
          <tr>
            <th scope="col">{t("bills.items.what")}</th>
            <th scope="col" className="bill-amount">
              {t("bills.items.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.items.map((item, index) => {
            const quantity = billItemQuantity(item, t);
            return (
              // Items have no id of their own; their order is the bill's and never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} data-kind={item.kind}>
                <th scope="row">
                  <span dir="auto">{billItemLabel(item, t)}</span>
                  {quantity || item.chargedAt ? (
                    <span className="bill-item-detail">{item.chargedAt ? format.date(item.chargedAt) : quantity}</span>
                  ) : null}
                </th>
                <td className="bill-amount">
                  <bdi>{format.iqd(item.amountIqd)}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("bills.bill.total")}</th>
            <td className="bill-amount">
              <bdi>{format.iqd(bill.totalIqd)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
