import { Blocks } from "../components/blocks.tsx";
import { BillDuePanel } from "../components/payments/bill-due.tsx";
import { BillLookup } from "../components/payments/bill-lookup.tsx";
import { PaymentPageHeader } from "../components/payments/payment-page-header.tsx";
import { UnfinishedPayments } from "../components/payments/unfinished-payments.tsx";
import { RouteError } from "../components/route-error.tsx";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../lib/payment-route.ts";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/pay-bill-page";
import { payBillPageData, submitBillPayment } from "./pay-bill-page.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => payBillPageData(args);

export const action = (args: Route.ActionArgs) => submitBillPayment(args);

export const shouldRevalidate = revalidateAfterPost;

/**
 * postpaid/pay-bill-postpaid: a number (anyone's: paying for a relative is common), what is due
 * on it, then all or part of it paid online; the page's own content (where else to pay, FAQ) below.
 */
export default function PayBillPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, lines, preset, lookup, options, token } = loaderData;
  const [hero, ...rest] = page.blocks;
  const blocks = hero?.type === "hero" ? rest : page.blocks;
  return (
    <article className="page payment-page">
      <PaymentPageHeader title={page.title} lead={hero?.type === "hero" ? hero.text : undefined} />
      <div className="container payment-panel">
        <UnfinishedPayments payments={loaderData.unfinished} result={actionData} />
        <BillLookup lines={lines} preset={preset} errors={lookup?.errors ?? null} />
        {lookup?.due ? (
          <BillDuePanel
            msisdn={lookup.msisdn}
            due={lookup.due}
            options={options}
            token={token}
            amount={loaderData.amount}
            result={actionData?.intent === "cancel" ? undefined : actionData}
          />
        ) : null}
      </div>
      <Blocks blocks={blocks} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
