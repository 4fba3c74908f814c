import { LocaleLink } from "../../components/locale-link.tsx";
import { ReceiptFacts } from "../../components/payments/receipt-facts.tsx";
import { ReceiptStatus } from "../../components/payments/receipt-status.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { ORDER_PLACED_PATH } from "../../lib/order-steps.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/receipt";
import { cancelFromReceipt, receiptData } from "./receipt.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "payments.receipt.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => receiptData(args);

export const action = (args: Route.ActionArgs) => cancelFromReceipt(args);

/**
 * /:lang/payments/:paymentId: where the gateway sends the browser back, and where the payment
 * history links. Shows what the server confirmed, never what the return address claims.
 */
export default function Receipt({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { payment, signedIn, token } = loaderData;
  const history = `/${locale.code}/myzain/payments`;
  return (
    <article className="page payment-page receipt-page">
      <header className="page-header container">
        <h1>{t("payments.receipt.title")}</h1>
      </header>
      <div className="container payment-panel">
        {payment ? (
          <section className="payment-card" aria-label={t("payments.receipt.title")}>
            {actionData?.problem ? (
              <div className="form-message" role="alert">
                <p>{actionData.problem}</p>
              </div>
            ) : null}
            <ReceiptStatus payment={payment} token={token ?? undefined} />
            <ReceiptFacts payment={payment} />
          </section>
        ) : (
          <p className="notice" role="status">
            {t("errors.payment_not_found")}
          </p>
        )}
        {payment?.purpose === "order" ? (
          <p className="receipt-more">
            <LocaleLink to={`/${ORDER_PLACED_PATH}`} className="button">
              {t("order.placed.see")}
            </LocaleLink>
          </p>
        ) : null}
        <p className="receipt-more">
          {signedIn ? (
            <LocaleLink to="/myzain/payments">{t("payments.history.link")}</LocaleLink>
          ) : (
            <>
              {t("payments.receipt.signInText")}{" "}
              <LocaleLink to={`/login?redirect=${encodeURIComponent(history)}`}>
                {t("payments.receipt.signIn")}
              </LocaleLink>
            </>
          )}
        </p>
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteError;
