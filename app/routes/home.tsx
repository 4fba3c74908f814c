import { listOfferingsOp } from "../../src/contracts/api/catalogue.ts";
import { getPageOp } from "../../src/contracts/api/content.ts";
import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { LatestNews } from "../components/articles/latest-news.tsx";
import { Blocks } from "../components/blocks.tsx";
import { Carousel, type Slide } from "../components/carousel.tsx";
import { Icon } from "../components/icon.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { OfferCard } from "../components/offer-card.tsx";
import { RouteError } from "../components/route-error.tsx";
import { apiFor } from "../lib/api.server.ts";
import { articleApi } from "../lib/articles.server.ts";
import { useI18n } from "../lib/i18n.tsx";
import { localeOf } from "../lib/locale.ts";
import { defaultAction } from "../lib/offer-terms.ts";
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

/**
 * What people come to the home page for, first (issue 19): recharge, pay a bill, offers, a new SIM,
 * their account; and the way to a store. Three to a row on a phone, so all six take two rows.
 */
const QUICK_ACTIONS = [
  { label: "quick.recharge", path: "/prepaid/recharge-my-prepaid-line", icon: "recharge" },
  { label: "quick.payBill", path: "/postpaid/pay-bill-postpaid", icon: "pay-bill" },
  { label: "quick.offers", path: "/prepaid/data-only-offers", icon: "bundle" },
  { label: "quick.newSim", path: "/prepaid/new-sim", icon: "sim" },
  { label: "quick.myzain", path: "/myzain", icon: "account" },
  { label: "quick.findStore", path: "/support/store-locator", icon: "store" },
] as const;

function QuickActions() {
  const { t } = useI18n();
  return (
    <nav className="quick-actions container" aria-label={t("quick.title")}>
      <ul>
        {QUICK_ACTIONS.map((a) => (
          <li key={a.path}>
            <LocaleLink to={a.path}>
              <Icon name={a.icon} size={28} className="quick-icon" />
              {t(a.label)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The hero (with the h1) and the quick actions first, then today's offers and campaigns, then news
 * and the page's own blocks. On a phone the offers and the news are rows that scroll sideways, so
 * the page stays a few screens long (home.css).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [hero, ...rest] = loaderData.page.blocks;
  return (
    <article className="page home">
      {hero ? <Blocks blocks={[hero]} /> : null}
      <QuickActions />
      {loaderData.featured.length > 0 ? (
        <section className="block container featured-offers" aria-labelledby="featured-heading">
          <h2 id="featured-heading">{t("home.featuredOffers")}</h2>
          <ul className="cards offer-cards">
            {loaderData.featured.map((offer) => (
              <OfferCard key={offer.slug} offer={offer} action={defaultAction(offer.type)} />
            ))}
          </ul>
          <p>
            <LocaleLink to="/prepaid/data-only-offers">{t("home.allOffers")}</LocaleLink>
          </p>
        </section>
      ) : null}
      {loaderData.slides.length > 0 ? <Carousel slides={loaderData.slides} label={t("carousel.label")} /> : null}
      <LatestNews releases={loaderData.news} />
      <Blocks blocks={rest} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
