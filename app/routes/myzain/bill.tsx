import { billPeriod } from "../../../src/contracts/bill-text.ts";
import { BillItems } from "../../components/bills/bill-items.tsx";
import { BillPayments } from "../../components/bills/bill-payments.tsx";
import { BillSummary } from "../../components/bills/bill-summary.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { PrintButton } from "../../components/print-button.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { localizedPath } from "../../lib/paths.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/bill";
import { billData } from "./bill.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "bills.pdf.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => billData(args);

/**
 * myzain/bills/{billId}: one bill itemised (plan fees, bundles, usage by kind, tax), what was paid
 * against it and when, "Pay this bill" with the amount that settles it, its PDF, and a printed
 * form (print CSS: the bill alone, black on white).
 */
export default function Bill({ loaderData }: Route.ComponentProps) {
  const { t, format, locale } = useI18n();
  const { bill, line } = loaderData;
  const owed = bill.totalIqd - bill.paidIqd;
  const pdf = `${localizedPath(locale.code, `/myzain/bills/${bill.id}/pdf`)}?line=${line.id}`;
  return (
    <article className="page myzain-page bill-page">
      <p className="no-print">
        <LocaleLink to={`/myzain/bills?line=${line.id}`}>{t("bills.back")}</LocaleLink>
      </p>
      <h1>{t("bills.bill.title", { period: billPeriod(bill, t, format) })}</h1>
      <BillSummary bill={bill} />
      <div className="bill-actions no-print">
        {owed > 0 ? (
          <LocaleLink className="button" to={`/postpaid/pay-bill-postpaid?line=${line.id}&amount=${bill.toSettleIqd}`}>
            {t("bills.pay")}
          </LocaleLink>
        ) : null}
        {/* A file, not a page: a plain link (a client-side navigation cannot download). */}
        <a href={pdf} className="button button-secondary" download>
          {t("bills.pdf")}
        </a>
        <PrintButton />
      </div>
      {owed > 0 && bill.toSettleIqd > owed ? (
        <p className="notice no-print">{t("bills.pay.older", { amount: format.iqd(bill.toSettleIqd) })}</p>
      ) : null}
      <BillItems bill={bill} />
      <BillPayments payments={bill.payments} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
