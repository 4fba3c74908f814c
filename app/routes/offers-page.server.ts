import type { RouterContextProvider } from "react-router";
import { listOfferingsOp, listPersonalOffersOp, type PersonalOffersView } from "../../src/contracts/api/catalogue.ts";
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
        country: config.countryPicker ? country : undefined,
      },
    });
  const personal = Boolean(config.personal && args.context.get(viewerContext));
  // One wave: the page record, the sections' offers and the picker's destinations at once.
  const [page, mine, sections, countries] = await Promise.all([
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
  ]);
  const personalLine: PersonalOffersView["line"] | null = mine?.line ?? null;
  return {
    ...page,
    sections,
    personalOffers: mine?.offers ?? null,
    countries,
    country: country ?? null,
    personal: Boolean(config.personal),
    personalLine,
  };
}
