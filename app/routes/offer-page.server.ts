import { data, type RouterContextProvider } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import { getOfferingDetailsOp, listOfferingsOp } from "../../src/contracts/api/catalogue.ts";
import { translate } from "../../src/i18n/catalogue.ts";
import { webEnvContext } from "../context.ts";
import { apiFor } from "../lib/api.server.ts";
import { localeOf } from "../lib/locale.ts";
import { offerPath } from "../lib/offer-terms.ts";
import { pageUrlOf } from "../lib/page-url.ts";

type Args = {
  request: Request;
  params: { lang?: string; offer?: string };
  context: Readonly<RouterContextProvider>;
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * One offer's page: its full terms while anyone may buy it. An offer that has ended says so, with
 * today's offers, under a 404 so search engines drop it; a personal offer, one not yet on sale and
 * an unknown slug are the same plain 404 (decision 065).
 */
export async function loadOfferPage({ request, params, context }: Args) {
  const url = pageUrlOf(request);
  const locale = localeOf(params);
  const env = context.get(webEnvContext);
  const slug = params.offer ?? "";
  const notFound = () => data(`Page not found: ${url.pathname}`, { status: 404 });
  if (!SLUG.test(slug) || slug.length > 100) throw notFound();
  const api = apiFor(context, request, locale);
  const page = { origin: env.config.origin, brand: env.config.brand.name, locale, path: offerPath(slug) };
  try {
    const offer = await api.call(getOfferingDetailsOp, { params: { slug } });
    return data({ ...page, offer, ended: null });
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.status !== 404) throw error;
    if (error.code !== "offering_not_on_sale") throw notFound();
  }
  const current = (await api.call(listOfferingsOp, { query: { tag: "hot" } })).slice(0, 6);
  const ended = { title: translate(locale, "offers.details.ended.title"), current };
  return data({ ...page, offer: null, ended }, { status: 404 });
}
