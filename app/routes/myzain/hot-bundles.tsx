import { Blocks } from "../../components/blocks.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { PurchaseConfirm } from "../../components/myzain/purchase-confirm.tsx";
import { OfferCard } from "../../components/offer-card.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { purchasePageData, submitPurchase } from "../../lib/purchase.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/hot-bundles";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const loader = (args: Route.LoaderArgs) => purchasePageData(args, "myzain/hot-bundles");
export const action = (args: Route.ActionArgs) => submitPurchase(args);

/**
 * The bundles this line can buy. An offer chosen here, or on a public page
 * (`?offer=<slug>`), is confirmed first: price, line and balance after, then one button.
 */
export default function HotBundles({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, offers, confirm, unavailable, balance } = loaderData;
  const lineQuery = lines.length > 1 ? `line=${line.id}&` : "";
  return (
    <article className="page myzain-page hot-bundles">
      <h1>{loaderData.page.page.title}</h1>
      <LineSwitcher lines={lines} current={line.id} />
      {confirm ? (
        <PurchaseConfirm
          offer={confirm.offer}
          validUntil={confirm.validUntil}
          idempotencyKey={confirm.key}
          line={line}
          balance={balance}
          result={actionData}
          back={`/myzain/hot-bundles${lines.length > 1 ? `?line=${line.id}` : ""}`}
        />
      ) : null}
      {unavailable ? (
        <p className="notice" role="status">
          {t("hotBundles.notAvailable")}
        </p>
      ) : null}
      <section className="block" aria-labelledby="bundles-heading">
        <h2 id="bundles-heading">{t("hotBundles.list")}</h2>
        {offers.length === 0 ? <p>{t("hotBundles.none")}</p> : null}
        <ul className="cards offer-cards">
          {offers.map((offer) => (
            <OfferCard
              key={offer.slug}
              offer={offer}
              action="buy"
              href={`/myzain/hot-bundles?${lineQuery}offer=${offer.slug}#confirm`}
            />
          ))}
        </ul>
      </section>
      <Blocks blocks={loaderData.page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
