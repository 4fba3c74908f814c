import { LocaleLink } from "../../components/locale-link.tsx";
import { PaymentList } from "../../components/payments/payment-list.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/payments";
import { paymentHistoryData } from "./payments.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "payments.history.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => paymentHistoryData(args);

/** myzain/payments: every online recharge and bill payment of the account, with its receipt. */
export default function PaymentHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { payments } = loaderData;
  return (
    <article className="page myzain-page payment-history">
      <h1>{t("payments.history.title")}</h1>
      <p>{t("payments.history.intro")}</p>
      {payments.length === 0 ? (
        <p className="notice">{t("payments.history.empty")}</p>
      ) : (
        <PaymentList payments={payments} />
      )}
      <nav className="myzain-actions" aria-label={t("myzain.actions")}>
        <LocaleLink to="/prepaid/recharge-my-prepaid-line" className="button">
          {t("myzain.action.recharge")}
        </LocaleLink>
        <LocaleLink to="/postpaid/pay-bill-postpaid" className="button button-secondary">
          {t("myzain.action.payBill")}
        </LocaleLink>
        {loaderData.managesPayments ? (
          <LocaleLink to="/myzain/autopay" className="button button-secondary">
            {t("autopay.title")}
          </LocaleLink>
        ) : null}
      </nav>
    </article>
  );
}

export const ErrorBoundary = RouteError;
