import type { RouterContextProvider } from "react-router";
import {
  listOfferingsOp,
  listPersonalOffersOp,
  type Offering,
  type PersonalOffersView,
} from "../../src/contracts/api/catalogue.ts";
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
  const page = await loadPageData(args, rest, { indexable: entry ? isIndexable(entry) : true });
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

  let personalLine: PersonalOffersView["line"] | null = null;
  let sections: (OfferSection & { offers: Offering[] })[];
  if (config.personal && args.context.get(viewerContext)) {
    const mine = await api.call(listPersonalOffersOp);
    personalLine = mine.line;
    sections = [{ action: "buy", offers: mine.offers }];
  } else {
    sections = await Promise.all(
      config.sections.map(async (section) => {
        const offers = await list(section);
        return { ...section, offers: section.slugs ? offers.filter((o) => section.slugs?.includes(o.slug)) : offers };
      }),
    );
  }
  // The destinations on offer, for the picker: what any roaming bundle covers.
  const countries = config.countryPicker
    ? [...new Set((await list({ type: "roaming_bundle", action: "buy" })).flatMap((o) => o.countries))]
    : [];
  return {
    ...page,
    sections,
    countries,
    country: country ?? null,
    personal: Boolean(config.personal),
    personalLine,
  };
}
