import type { BillView } from "../../../src/contracts/api/line-history.ts";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { billPeriod } from "../../../src/contracts/bill-text.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { RichText } from "../rich-text.tsx";
import { BillStatus } from "./bill-status.tsx";

/** The line's bills as cards (a table would not fit a phone): period, total, pay-by date, paid, state. */
export function BillList({ bills, line }: { bills: BillView[]; line: LineSummary }) {
  const { t, format } = useI18n();
  if (bills.length === 0) return <p className="bills-empty">{t("bills.none")}</p>;
  const number = formatMsisdn(line.msisdn);
  return (
    <section aria-labelledby="bills-caption">
      <h2 id="bills-caption" className="bills-caption">
        <RichText text={t("bills.table.caption")} values={{ number: <bdi dir="ltr">{number}</bdi> }} />
      </h2>
      <ul className="bill-cards">
        {bills.map((bill) => (
          <li key={bill.id} className="bill-card" data-status={bill.status}>
            <h3>
              <LocaleLink to={`/myzain/bills/${bill.id}?line=${line.id}`}>{billPeriod(bill, t, format)}</LocaleLink>
            </h3>
            <dl className="bill-facts">
              <div>
                <dt>{t("bills.table.total")}</dt>
                <dd>
                  <bdi>{format.iqd(bill.totalIqd)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t("bills.table.dueAt")}</dt>
                <dd>{format.date(bill.dueAt)}</dd>
              </div>
              <div>
                <dt>{t("bills.table.paid")}</dt>
                <dd>
                  <bdi>{format.iqd(bill.paidIqd)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t("bills.table.status")}</dt>
                <dd>
                  <BillStatus status={bill.status} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
