import { listOfferingsOp } from "../../src/contracts/api/catalogue.ts";
import { getPageOp } from "../../src/contracts/api/content.ts";
import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { LatestNews } from "../components/articles/latest-news.tsx";
import { Blocks } from "../components/blocks.tsx";
import { Carousel, type Slide } from "../components/carousel.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { OfferCard } from "../components/offer-card.tsx";
import { RouteError } from "../components/route-error.tsx";
import { apiFor } from "../lib/api.server.ts";
import { articleApi } from "../lib/articles.server.ts";
import { useI18n } from "../lib/i18n.tsx";
import { localeOf } from "../lib/locale.ts";
import type { OfferAction } from "../lib/offer-pages.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/home";

/** Campaign pages featured in the home carousel, in order. */
const FEATURED = [
  "member-area/unlimited",
  "member-area/10GB-10K-bundle",
  "member-area/turkey-roaming-bundle",
  "member-area/iphone-16",
  "member-area/2months-ul-kurdistan-offer",
];

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** The same page for every anonymous visitor: the shared page cache may keep it. */
export const handle = { pageCache: { query: [] } } satisfies PageCacheHandle;

export async function loader(args: Route.LoaderArgs) {
  // One wave: the page, the campaigns, the offers and the news are asked for at once.
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const [pageData, campaigns, featured, news] = await Promise.all([
    loadPageData(args, "home", { indexable: true }),
    Promise.allSettled(FEATURED.map((slug) => api.call(getPageOp, { params: { slug } }))),
    // Featured offers: what the catalogue marks as hot today for people, a few of them (business
    // products have their own section, and sort first by type).
    api.call(listOfferingsOp, { query: { tag: "hot" } }).then(
      (offers) => offers.filter((o) => o.type !== "business_product").slice(0, 6),
      () => [],
    ),
    // The three newest press releases; the home page stands without them if they cannot be read.
    articleApi(args)
      .list({ kind: "press", pageSize: 3 })
      .then(
        (list) => list.items,
        () => [],
      ),
  ]);
  const slides: Slide[] = campaigns.flatMap((result) => {
    if (result.status !== "fulfilled") return [];
    const hero = result.value.blocks.find((b) => b.type === "hero");
    if (hero?.type !== "hero") return [];
    return [{ title: hero.title, text: hero.text ?? result.value.description, href: `/${result.value.slug}` }];
  });
  return { ...pageData, slides, featured, news };
}

function QuickActions() {
  const { t } = useI18n();
  const actions = [
    { label: "quick.recharge", path: "/prepaid/recharge-my-prepaid-line", icon: "M13 2 4 14h7l-1 8 9-12h-7z" },
    {
      label: "quick.payBill",
      path: "/postpaid/pay-bill-postpaid",
      icon: "M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4",
    },
    {
      label: "quick.buyBundle",
      path: "/myzain/hot-bundles",
      icon: "M2 20h3v-4H2zM7 20h3v-8H7zM12 20h3V8h-3zM17 20h3V4h-3z",
    },
    {
      label: "quick.findStore",
      path: "/support/store-locator",
      icon: "M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
    },
  ];
  return (
    <nav className="quick-actions container" aria-label={t("quick.title")}>
      <ul>
        {actions.map((a) => (
          <li key={a.path}>
            <LocaleLink to={a.path}>
              <svg aria-hidden="true" className="quick-icon" viewBox="0 0 24 24" width="28" height="28">
                <path d={a.icon} />
              </svg>
              {t(a.label)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A featured offer's action: business products are sold by the sales team, plans are ordered, bundles bought. */
const homeAction = (type: string): OfferAction =>
  type === "business_product" ? "contact" : type === "postpaid_plan" ? "order" : "buy";

/** The page's hero (with the h1), then current campaigns and quick actions, then the rest of the page. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [hero, ...rest] = loaderData.page.blocks;
  return (
    <article className="page home">
      {hero ? <Blocks blocks={[hero]} /> : null}
      {loaderData.slides.length > 0 ? <Carousel slides={loaderData.slides} label={t("carousel.label")} /> : null}
      <QuickActions />
      {loaderData.featured.length > 0 ? (
        <section className="block container" aria-labelledby="featured-heading">
          <h2 id="featured-heading">{t("home.featuredOffers")}</h2>
          <ul className="cards offer-cards">
            {loaderData.featured.map((offer) => (
              <OfferCard key={offer.slug} offer={offer} action={homeAction(offer.type)} />
            ))}
          </ul>
        </section>
      ) : null}
      <LatestNews releases={loaderData.news} />
      <Blocks blocks={rest} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
