import { BillList } from "../../components/bills/bill-list.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/bills";
import { billsData } from "./bills.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "bills.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => billsData(args);

/** myzain/bills: a postpaid line's bills, newest first, each leading to its itemised page. */
export default function Bills({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, bills } = loaderData;
  return (
    <article className="page myzain-page bills-page">
      <h1>{t("bills.title")}</h1>
      <p>{t("bills.intro")}</p>
      <LineSwitcher lines={lines} current={line.id} />
      {bills === null ? (
        <p className="notice">
          {t("bills.prepaid")}{" "}
          <LocaleLink to={`/myzain/statement?line=${line.id}`}>{t("nav.myzain.statement")}</LocaleLink>
        </p>
      ) : (
        <BillList bills={bills} line={line} />
      )}
    </article>
  );
}

export const ErrorBoundary = RouteError;
