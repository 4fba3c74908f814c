import { listLinePersonalOffersOp } from "../../../src/contracts/api/lines.ts";
import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { PersonalOffers } from "../../components/personal-offers.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/my-offers";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

/** The offers picked for this line by its usage, state, region and segments, each with why. */
export async function loader(args: Route.LoaderArgs) {
  const { page, api, lines, line } = await myzainPage(args, "myzain/my-offers");
  const mine = await signedIn(args, () => api.call(listLinePersonalOffersOp, { params: { lineId: line.id } }));
  return { page, lines, line, offers: mine.offers };
}

export default function MyOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, offers } = loaderData;
  const lineQuery = lines.length > 1 ? `line=${line.id}&` : "";
  return (
    <article className="page myzain-page">
      <h1>{loaderData.page.page.title}</h1>
      <LineSwitcher lines={lines} current={line.id} />
      <section className="block" aria-labelledby="personal-heading">
        <h2 id="personal-heading">{t("personal.heading")}</h2>
        <PersonalOffers offers={offers} hrefFor={(slug) => `/myzain/hot-bundles?${lineQuery}offer=${slug}#confirm`} />
        <p>
          <LocaleLink to={`/myzain/hot-bundles${lines.length > 1 ? `?line=${line.id}` : ""}`}>
            {t("personal.moreBundles")}
          </LocaleLink>
        </p>
      </section>
      <Blocks blocks={loaderData.page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
