import { Blocks } from "../components/blocks.tsx";
import { MethodTabs } from "../components/method-tabs.tsx";
import { OnlineRechargeForm } from "../components/payments/online-recharge-form.tsx";
import { PaymentPageHeader } from "../components/payments/payment-page-header.tsx";
import { UnfinishedPayments } from "../components/payments/unfinished-payments.tsx";
import { VoucherForm } from "../components/payments/voucher-form.tsx";
import { ProofCode } from "../components/payments/voucher-proof.tsx";
import { VoucherResult } from "../components/payments/voucher-result.tsx";
import { RouteError } from "../components/route-error.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { pageUrlOf, restOfPath } from "../lib/page-url.ts";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../lib/payment-route.ts";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/recharge-page";
import { type RechargeKind, rechargePageData, submitRecharge } from "./recharge-page.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

export const headers = () => PRIVATE_HEADERS;

const kindOf = (request: Request): { slug: string; kind: RechargeKind } => {
  const slug = restOfPath(pageUrlOf(request).pathname).replace(/^\/+|\/+$/g, "");
  return { slug, kind: slug.startsWith("mbb/") ? "mbb" : "recharge" };
};

export async function loader(args: Route.LoaderArgs) {
  const { slug, kind } = kindOf(args.request);
  return rechargePageData(args, slug, kind);
}

export const action = (args: Route.ActionArgs) => submitRecharge(args, kindOf(args.request).kind);

export const shouldRevalidate = revalidateAfterPost;

/**
 * prepaid/recharge-my-prepaid-line and mbb/recharge: recharge any number of the network by
 * scratch card or online payment, signed in or not, above the page's own content (ways to
 * recharge, limits, questions).
 */
export default function RechargePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, options, lines, preset, tokens } = loaderData;
  const result = actionData;
  const method =
    result?.intent === "online" || result?.intent === "cancel"
      ? "online"
      : result?.intent === "voucher"
        ? "card"
        : loaderData.method;
  const [hero, ...rest] = page.blocks;
  const blocks = hero?.type === "hero" ? rest : page.blocks;
  return (
    <article className="page payment-page">
      <PaymentPageHeader title={page.title} lead={hero?.type === "hero" ? hero.text : undefined} />
      <div className="container payment-panel">
        {options.online ? (
          <MethodTabs
            current={method}
            label={t("payments.method.label")}
            methods={[
              ["card", t("payments.method.card")],
              ["online", t("payments.method.online")],
            ]}
          />
        ) : (
          <p className="notice">{t("payments.onlineOff")}</p>
        )}
        {method === "online" && options.online ? (
          <UnfinishedPayments payments={loaderData.unfinished} result={result} />
        ) : null}
        {method === "online" && options.online ? (
          <OnlineRechargeForm
            token={tokens.payment}
            lines={lines}
            preset={preset}
            options={options}
            result={result?.intent === "cancel" ? undefined : result}
          />
        ) : result?.recharge ? (
          <VoucherResult recharge={result.recharge} again={loaderData.path} />
        ) : result?.proof?.step === "code" ? (
          <ProofCode proof={result.proof} result={result} />
        ) : (
          <VoucherForm token={tokens.voucher} lines={lines} preset={preset} result={result} />
        )}
      </div>
      <Blocks blocks={blocks} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
