import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { LineOffers } from "../../components/myzain/line-offers.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { PendingPurchase } from "../../components/myzain/purchase-confirm.tsx";
import { PersonalOffers } from "../../components/personal-offers.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/hot-bundles";
import { purchasePageData, submitPurchase } from "./purchase.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const loader = (args: Route.LoaderArgs) => purchasePageData(args, "myzain/hot-bundles");
export const action = (args: Route.ActionArgs) => submitPurchase(args);

/**
 * The bundles this line can buy, its own personal offers first. An offer chosen here, or on a
 * public page (`?offer=<slug>`), is confirmed first: price, line and balance after, then one button.
 * A personal offer sent to other lines is refused here with where this line's own offers are.
 */
export default function HotBundles({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, offers, unavailable, personalOffers } = loaderData;
  const lineQuery = lines.length > 1 ? `line=${line.id}&` : "";
  // Shown once: above, with why, rather than again in the full list.
  const picked = new Set(personalOffers.map((p) => p.offer.slug));
  return (
    <article className="page myzain-page hot-bundles">
      <h1>{loaderData.page.page.title}</h1>
      <LineSwitcher lines={lines} current={line.id} />
      <PendingPurchase data={loaderData} result={actionData} />
      {unavailable === "not_sent" ? (
        <div className="notice" role="status">
          <p>{t("personal.notSent")}</p>
          <p>
            <LocaleLink to={`/myzain/my-offers${lines.length > 1 ? `?line=${line.id}` : ""}`}>
              {t("personal.notSentNext")}
            </LocaleLink>
          </p>
        </div>
      ) : unavailable ? (
        <p className="notice" role="status">
          {t("hotBundles.notAvailable")}
        </p>
      ) : null}
      {personalOffers.length > 0 ? (
        <section className="block" aria-labelledby="personal-heading">
          <h2 id="personal-heading">{t("personal.heading")}</h2>
          <PersonalOffers
            offers={personalOffers}
            hrefFor={(slug) => `/myzain/hot-bundles?${lineQuery}offer=${slug}#confirm`}
          />
        </section>
      ) : null}
      <LineOffers offers={offers.filter((o) => !picked.has(o.slug))} lines={lines} line={line} />
      <Blocks blocks={loaderData.page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
