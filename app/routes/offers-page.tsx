import { Form } from "react-router";
import type { Block } from "../../src/contracts/page-content.ts";
import { Blocks } from "../components/blocks.tsx";
import { OfferCard, type OfferView } from "../components/offer-card.tsx";
import { RouteError } from "../components/route-error.tsx";
import { apiFor } from "../lib/api.server.ts";
import { useI18n } from "../lib/i18n.tsx";
import { type OfferSection, offerPages } from "../lib/offer-pages.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf, restOfPath } from "../lib/page-url.ts";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/offers-page";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** A product page: its content record, with the live offers from the catalogue between hero and help. */
export async function loader(args: Route.LoaderArgs) {
  const url = pageUrlOf(args.request);
  const slug = restOfPath(url.pathname);
  const config = offerPages[slug] ?? { sections: [] };
  const page = await loadPageData(args, slug, { indexable: true });
  const api = apiFor(args.context, args.request, page.page.locale as "en");
  const country =
    url.searchParams
      .get("country")
      ?.toUpperCase()
      .replace(/[^A-Z]/g, "")
      .slice(0, 2) || undefined;
  const sections = await Promise.all(
    config.sections.map(async (section: OfferSection) => ({
      ...section,
      offers: await api.get<(OfferView & { countries: string[] })[]>("/offerings", {
        query: { type: section.type, audience: section.audience, country: config.countryPicker ? country : undefined },
      }),
    })),
  );
  // The destinations on offer, for the picker: what any roaming bundle covers.
  const countries = config.countryPicker
    ? [
        ...new Set(
          (await api.get<{ countries: string[] }[]>("/offerings", { query: { type: "roaming_bundle" } })).flatMap(
            (o) => o.countries,
          ),
        ),
      ]
    : [];
  return { ...page, sections, countries, country: country ?? null };
}

function CountryPicker({ countries, selected }: { countries: string[]; selected: string | null }) {
  const { t, format, locale } = useI18n();
  const named = countries
    .map((code) => ({ code, name: format.country(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale.intl));
  return (
    <Form method="get" className="country-picker container">
      <label htmlFor="country">{t("offers.country")}</label>
      <select id="country" name="country" defaultValue={selected ?? ""}>
        <option value="">{t("offers.countryAll")}</option>
        {named.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {t("offers.countryShow")}
      </button>
    </Form>
  );
}

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [hero, ...rest] = loaderData.page.blocks as Block[];
  const empty = loaderData.sections.every((s) => s.offers.length === 0);
  return (
    <article className="page offers-page">
      {hero ? <Blocks blocks={[hero]} /> : null}
      {loaderData.countries.length > 0 ? (
        <CountryPicker countries={loaderData.countries} selected={loaderData.country} />
      ) : null}
      <section className="block container" aria-labelledby="offers-heading">
        <h2 id="offers-heading">{t("offers.heading")}</h2>
        {empty ? <p>{t("offers.empty")}</p> : null}
        {loaderData.sections.map((section) =>
          section.offers.length > 0 ? (
            <ul key={section.type} className="cards offer-cards">
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
