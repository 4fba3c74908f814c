import type { RouterContextProvider } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import { listOfferingsOp, listPersonalOffersOp, type PersonalOffersView } from "../../src/contracts/api/catalogue.ts";
import { type CountryRatesView, getCountryRatesOp, listRateCountriesOp } from "../../src/contracts/api/rates.ts";
import { viewerContext, webEnvContext } from "../context.ts";
import { apiFor } from "../lib/api.server.ts";
import { localeOf } from "../lib/locale.ts";
import { type OfferSection, offerPages } from "../lib/offer-pages.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf, restOfPath } from "../lib/page-url.ts";
import { findRoute, isIndexable } from "../route-manifest.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

/** A product page: its content record and the live offers of each of its sections. */
export async function loadOfferPage(args: Args) {
  const url = pageUrlOf(args.request);
  const rest = restOfPath(url.pathname);
  // business/{product}-push-x passes only for the configured brand; any other slug is a plain page.
  const entry = findRoute(rest, args.context.get(webEnvContext).config.brand.slug);
  const config = (entry && offerPages[entry.path]) || { sections: [] };
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const country =
    url.searchParams
      .get("country")
      ?.toUpperCase()
      .replace(/[^A-Z]/g, "")
      .slice(0, 2) || undefined;
  const list = (section: OfferSection) =>
    api.call(listOfferingsOp, {
      query: {
        type: section.type,
        audience: section.audience,
        tag: section.tag,
        // The picker chooses where roaming bundles work; international minutes reach every country.
        country: config.countryPicker && section.type === "roaming_bundle" ? country : undefined,
      },
    });
  const personal = Boolean(config.personal && args.context.get(viewerContext));
  // One wave: the page record, the sections' offers and the picker's destinations at once.
  const [page, mine, sections, countries, rateCountries, rates] = await Promise.all([
    loadPageData(args, rest, { indexable: entry ? isIndexable(entry) : true }),
    personal ? api.call(listPersonalOffersOp) : null,
    personal
      ? []
      : Promise.all(
          config.sections.map(async (section) => {
            const offers = await list(section);
            return {
              ...section,
              offers: section.slugs ? offers.filter((o) => section.slugs?.includes(o.slug)) : offers,
            };
          }),
        ),
    // The destinations on offer, for the picker: what any roaming bundle covers.
    config.countryPicker
      ? list({ type: "roaming_bundle", action: "buy" }).then((offers) => [
          ...new Set(offers.flatMap((o) => o.countries)),
        ])
      : [],
    config.rates ? api.call(listRateCountriesOp).then((list) => list.map((c) => c.country)) : [],
    config.rates && country ? ratesOf(api, country) : null,
  ]);
  const personalLine: PersonalOffersView["line"] | null = mine?.line ?? null;
  return {
    ...page,
    sections,
    personalOffers: mine?.offers ?? null,
    countries: [...new Set([...countries, ...rateCountries])],
    country: country ?? null,
    rates,
    ratesShown: Boolean(config.rates),
    personal: Boolean(config.personal),
    appStores: Boolean(config.appStores),
    personalLine,
  };
}

/** A country's prices, or null for a country without published prices (the page says so). */
async function ratesOf(api: ReturnType<typeof apiFor>, country: string): Promise<CountryRatesView | null> {
  try {
    return await api.call(getCountryRatesOp, { params: { country } });
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}
