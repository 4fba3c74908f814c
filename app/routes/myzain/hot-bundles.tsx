import { Blocks } from "../../components/blocks.tsx";
import { LineOffers } from "../../components/myzain/line-offers.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { PendingPurchase } from "../../components/myzain/purchase-confirm.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/hot-bundles";
import { purchasePageData, submitPurchase } from "./purchase.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const loader = (args: Route.LoaderArgs) => purchasePageData(args, "myzain/hot-bundles");
export const action = (args: Route.ActionArgs) => submitPurchase(args);

/**
 * The bundles this line can buy. An offer chosen here, or on a public page
 * (`?offer=<slug>`), is confirmed first: price, line and balance after, then one button.
 */
export default function HotBundles({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, offers, unavailable } = loaderData;
  return (
    <article className="page myzain-page hot-bundles">
      <h1>{loaderData.page.page.title}</h1>
      <LineSwitcher lines={lines} current={line.id} />
      <PendingPurchase data={loaderData} result={actionData} />
      {unavailable ? (
        <p className="notice" role="status">
          {t("hotBundles.notAvailable")}
        </p>
      ) : null}
      <LineOffers offers={offers} lines={lines} line={line} />
      <Blocks blocks={loaderData.page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
