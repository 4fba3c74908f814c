import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { PendingPurchase } from "../../components/myzain/purchase-confirm.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/confirm-purchase";
import { purchasePageData, submitPurchase } from "./purchase.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const loader = (args: Route.LoaderArgs) => purchasePageData(args, "myzain/modal");
export const action = (args: Route.ActionArgs) => submitPurchase(args);

/**
 * myzain/modal: the purchase confirmation on its own page, for a link that carries a pending
 * choice (`?offer=<slug>&line=<id>`), e.g. from an SMS offer. Without an offer it explains itself.
 */
export default function ConfirmPurchase({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { confirm, unavailable } = loaderData;
  return (
    <article className="page myzain-page">
      <h1>{loaderData.page.page.title}</h1>
      {confirm ? (
        <PendingPurchase data={loaderData} result={actionData} />
      ) : (
        <>
          {unavailable ? <p className="notice">{t("hotBundles.notAvailable")}</p> : null}
          <Blocks blocks={loaderData.page.page.blocks} titleFirst={false} />
          <LocaleLink to="/myzain/hot-bundles" className="button">
            {t("hotBundles.list")}
          </LocaleLink>
        </>
      )}
    </article>
  );
}

export const ErrorBoundary = RouteError;
