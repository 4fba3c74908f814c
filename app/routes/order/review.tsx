import { Form } from "react-router";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { LocaleLink } from "../../components/locale-link.tsx";
import { ChoiceGroup } from "../../components/order/choice-group.tsx";
import { OrderQuoteBox } from "../../components/order/order-quote.tsx";
import { OrderStepHeader } from "../../components/order/order-step-header.tsx";
import { StepErrors } from "../../components/order/step-errors.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { type PayChoice, payChoices } from "../../lib/order-choices.ts";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/review";
import { placeOrder, reviewData } from "./review.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "order.step.review");
export const headers = () => PRIVATE_HEADERS;
export const loader = (args: Route.LoaderArgs) => reviewData(args);
export const action = (args: Route.ActionArgs) => placeOrder(args);
export const shouldRevalidate = revalidateAfterPost;

const PAY_LABELS: Record<PayChoice, string> = {
  online: "order.review.payOnline",
  cash_on_delivery: "order.review.payCash",
  deposit: "order.review.payDeposit",
};

/** /:lang/order/review: the whole order as the server prices it, how to pay, and "Place order". */
export default function OrderReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { quotes, destination, contact } = loaderData;
  const problem = actionData ?? loaderData.problem;
  const shown = quotes.online;
  const ways = payChoices.filter((k) => quotes[k]);
  return (
    <article className="page order-page">
      <OrderStepHeader step="review" items={loaderData.items} back={loaderData.back} />
      <div className="container order-panel">
        <StepErrors errors={problem?.errors} />
        {problem?.fix ? (
          <p>
            <LocaleLink to={`/${problem.fix}`} className="button button-secondary">
              {t("order.review.fix")}
            </LocaleLink>
          </p>
        ) : null}
        {shown ? <OrderQuoteBox quote={shown} title={t("order.review.summary")} /> : null}
        <section className="card order-summary" aria-labelledby="order-details-title">
          <h2 id="order-details-title">{t("order.review.details")}</h2>
          <dl className="order-facts">
            {destination ? (
              <div>
                <dt>
                  {t(
                    destination.kind === "pickup"
                      ? "order.delivery.pickup"
                      : destination.kind === "esim"
                        ? "order.sim.esim"
                        : "order.delivery.courier",
                  )}
                </dt>
                <dd>
                  {destination.kind === "esim"
                    ? t("order.review.esimDelivery")
                    : destination.lines.map((line) => (
                        <span key={line} className="order-line">
                          {line}
                        </span>
                      ))}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t("order.review.contact")}</dt>
              <dd>
                <span className="order-line">{contact.name}</span>
                {contact.msisdn ? <bdi dir="ltr">{formatMsisdn(contact.msisdn)}</bdi> : null}
              </dd>
            </div>
            {loaderData.identityDone ? (
              <div>
                <dt>{t("order.review.identity")}</dt>
                <dd>{t("order.review.identityDone")}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        {shown ? (
          <Form method="post" className="order-form" noValidate>
            <ChoiceGroup
              name="payment"
              legend={t("order.review.payLegend")}
              checked={loaderData.chosen}
              error={actionData?.errors.fields.payment}
              choices={ways.map((way) => {
                const q = quotes[way];
                return {
                  value: way,
                  label: t(PAY_LABELS[way]),
                  detail: !q
                    ? null
                    : way === "deposit"
                      ? t("order.review.payDetail", {
                          now: format.iqd(q.payNowIqd),
                          later: format.iqd(q.payOnDeliveryIqd),
                        })
                      : way === "cash_on_delivery"
                        ? t("order.review.payCashDetail", { later: format.iqd(q.payOnDeliveryIqd) })
                        : t("order.review.payOnlineDetail", { now: format.iqd(q.payNowIqd) }),
                };
              })}
            />
            <p className="field-hint">{t("order.review.terms")}</p>
            <button type="submit" className="button">
              {t("order.review.place")}
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteError;
