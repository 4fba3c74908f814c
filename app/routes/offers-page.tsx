import { Form } from "react-router";
import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { AppStoreLinks } from "../components/app-store-links.tsx";
import { Blocks } from "../components/blocks.tsx";
import { CountryRates } from "../components/country-rates.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { OfferCard } from "../components/offer-card.tsx";
import { PersonalOffers } from "../components/personal-offers.tsx";
import { RouteError } from "../components/route-error.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/paths.ts";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/offers-page";
import { loadOfferPage } from "./offers-page.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** The same page for every anonymous visitor, given country: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["country"] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadOfferPage(args);

function CountryPicker({
  countries,
  selected,
  rates,
}: {
  countries: string[];
  selected: string | null;
  rates: boolean;
}) {
  const { t, locale } = useI18n();
  const named = countries
    .map((code) => ({ code, name: t(`countries.${code}`) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale.collation));
  return (
    <Form method="get" className="country-picker container">
      <label htmlFor="country">{rates ? t("rates.country") : t("offers.country")}</label>
      <select id="country" name="country" defaultValue={selected ?? ""}>
        <option value="">{t("offers.countryAll")}</option>
        {named.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {rates ? t("rates.countryShow") : t("offers.countryShow")}
      </button>
    </Form>
  );
}

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const [hero, ...rest] = loaderData.page.blocks;
  const mine = loaderData.personalOffers;
  const empty = !mine && loaderData.sections.every((s) => s.offers.length === 0);
  return (
    <article className="page offers-page">
      {hero ? <Blocks blocks={[hero]} /> : null}
      {loaderData.appStores ? (
        <section className="container app-stores-block" aria-labelledby="app-stores-heading">
          <h2 id="app-stores-heading">{t("footer.app")}</h2>
          <AppStoreLinks />
        </section>
      ) : null}
      {loaderData.countries.length > 0 ? (
        <CountryPicker countries={loaderData.countries} selected={loaderData.country} rates={loaderData.ratesShown} />
      ) : null}
      {loaderData.ratesShown ? <CountryRates country={loaderData.country} rates={loaderData.rates} /> : null}
      <section className="block container" aria-labelledby="offers-heading">
        <h2 id="offers-heading">
          {loaderData.personalLine
            ? t("offers.forYourLine", { msisdn: loaderData.personalLine.msisdn })
            : t("offers.heading")}
        </h2>
        {loaderData.personal && !loaderData.personalLine ? (
          <p>
            {t("offers.personalSignIn")}{" "}
            <LocaleLink
              to={`/login?redirect=${encodeURIComponent(localizedPath(locale.code, "/prepaid/personalized-offers"))}`}
            >
              {t("offers.personalSignInLink")}
            </LocaleLink>
          </p>
        ) : null}
        {empty ? <p>{t("offers.empty")}</p> : null}
        {mine ? <PersonalOffers offers={mine} /> : null}
        {loaderData.sections.map((section) =>
          section.offers.length > 0 ? (
            <ul key={`${section.type}-${section.tag}`} className="cards offer-cards">
              {section.offers.map((offer) => (
                <OfferCard key={offer.slug} offer={offer} action={section.action} />
              ))}
            </ul>
          ) : null,
        )}
      </section>
      <Blocks blocks={rest} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
