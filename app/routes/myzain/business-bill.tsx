import { Form } from "react-router";
import type { ConsolidatedBill } from "../../../src/contracts/api/business.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { soraniMonth } from "../../../src/i18n/sorani-month.ts";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/business-bill";
import { businessBillData } from "./business-bill.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "business.bill.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => businessBillData(args);

const PARTS = ["planIqd", "bundlesIqd", "usageIqd", "taxIqd", "totalIqd"] as const;
const partKey = {
  planIqd: "business.bill.plan",
  bundlesIqd: "business.bill.bundles",
  usageIqd: "business.bill.usage",
  taxIqd: "business.bill.tax",
  totalIqd: "business.bill.total",
} as const;

/** The month's name in the page's language ("2026-10" → October 2026); Sorani as format.date writes it. */
function useMonthName() {
  const { locale } = useI18n();
  if (locale.code === "ku") return soraniMonth;
  const names = new Intl.DateTimeFormat(locale.intl, { month: "long", year: "numeric", timeZone: "UTC" });
  return (month: string) => names.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * myzain/business/bill (issue 21): one bill for the company's month, each line's bill beside its
 * number and the sums of every part, which are what the company owes for the month.
 */
export default function BusinessBill({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const monthName = useMonthName();
  const { bill } = loaderData;
  return (
    <article className="page myzain-page business-bill">
      <h1>{t("business.bill.title")}</h1>
      <p>{t("business.bill.intro")}</p>
      <p>
        <LocaleLink to="/myzain/business">{t("business.title")}</LocaleLink>
      </p>
      {bill.month === null ? (
        <p>{t("business.bill.none")}</p>
      ) : (
        <>
          <Form method="get" className="business-bill-month">
            <label htmlFor="bill-month">{t("business.bill.month")}</label>
            <select id="bill-month" name="month" defaultValue={bill.month}>
              {bill.months.map((m) => (
                <option key={m} value={m}>
                  {monthName(m)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button-secondary">
              {t("business.bill.show")}
            </button>
          </Form>
          <h2>{monthName(bill.month)}</h2>
          <BillTable bill={bill} />
        </>
      )}
    </article>
  );
}

function BillTable({ bill }: { bill: ConsolidatedBill }) {
  const { t, format } = useI18n();
  const caption = t("business.bill.caption");
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-label={caption}>
      <table className="business-bill-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("business.number")}</th>
            {PARTS.map((part) => (
              <th key={part} scope="col">
                {t(partKey[part])}
              </th>
            ))}
            <th scope="col">{t("business.bill.state")}</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line) => (
            <tr key={line.lineId} data-msisdn={line.msisdn}>
              <th scope="row">
                <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
              </th>
              {line.bill ? (
                <>
                  {PARTS.map((part) => (
                    <td key={part}>
                      <bdi>{format.iqd(line.bill?.[part] ?? 0)}</bdi>
                    </td>
                  ))}
                  <td>{t(`myzain.bill.status.${line.bill.status}`)}</td>
                </>
              ) : (
                <td colSpan={PARTS.length + 1}>{t("business.bill.noBill")}</td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="business-bill-totals">
            <th scope="row">{t("business.total")}</th>
            {PARTS.map((part) => (
              <td key={part}>
                <bdi>{format.iqd(bill.totals[part])}</bdi>
              </td>
            ))}
            <td />
          </tr>
          <tr>
            <th scope="row">{t("business.bill.paid")}</th>
            <td colSpan={PARTS.length + 1}>
              <bdi>{format.iqd(bill.totals.paidIqd)}</bdi>
            </td>
          </tr>
          <tr>
            <th scope="row">{t("business.bill.due")}</th>
            <td colSpan={PARTS.length + 1} className="business-bill-due">
              <bdi>{format.iqd(bill.totals.dueIqd)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

export const ErrorBoundary = RouteError;
