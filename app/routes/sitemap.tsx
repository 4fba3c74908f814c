import { articleSitemapOp } from "../../src/contracts/api/articles.ts";
import { listOfferingsOp } from "../../src/contracts/api/catalogue.ts";
import { listPagesOp } from "../../src/contracts/api/content.ts";
import { type LocaleCode, locales } from "../../src/i18n/locales.ts";
import { webEnvContext } from "../context.ts";
import { apiFor } from "../lib/api.server.ts";
import { offerPath } from "../lib/offer-terms.ts";
import { localizedPath } from "../lib/paths.ts";
import { concretePath, findRoute, isIndexable, routeManifest } from "../route-manifest.ts";
import type { Route } from "./+types/sitemap";

const XML_ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => XML_ENTITIES[c] ?? c);

/**
 * Every indexable page in every language, with its alternates: the route table's public pages
 * and any further content page served by the catch-all. Not myzain, sign-in, registration or errors.
 */
const SINGLE_ARTICLE_PAGES = ["about-us/press-release-single", "blog-category/single-page"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(webEnvContext);
  const brand = env.config.brand.slug;
  const api = apiFor(context, request, "en");
  const pages = await api.call(listPagesOp);
  const updated = new Map(pages.map((p) => [p.slug === "home" ? "" : p.slug, p.updatedAt]));

  const paths = new Set(routeManifest.filter(isIndexable).map((entry) => concretePath(entry, brand)));
  for (const slug of updated.keys()) {
    const entry = findRoute(slug, brand);
    if (!entry || isIndexable(entry)) paths.add(slug);
  }
  // Articles, each at its own address (a query on its list page). An FAQ's address is its topic's
  // page with a #fragment, which is no separate page: the topic is listed once, at its newest date.
  const articles = await api.call(articleSitemapOp);
  for (const article of articles) {
    const path = article.path.replace(/#.*$/, "").replace(/^\//, "");
    paths.add(path);
    if ((updated.get(path) ?? "") < article.lastmod) updated.set(path, article.lastmod);
  }

  // Each offer on sale has its own page; personal offers are not listed, so they are not here either.
  for (const offering of await api.call(listOfferingsOp, { query: {} })) paths.add(offerPath(offering.slug).slice(1));

  // Without a query these show the newest article, whose own address is canonical and listed above.
  for (const single of SINGLE_ARTICLE_PAGES) paths.delete(single);

  const urls = [...paths].sort().flatMap((path) =>
    locales.map((locale) => {
      const loc = (code: LocaleCode) => escapeXml(`${env.config.origin}${localizedPath(code, `/${path}`)}`);
      const alternates = locales
        .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${loc(l.code)}"/>`)
        .join("");
      const lastmod = updated.get(path);
      return `<url><loc>${loc(locale.code)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${loc("en")}"/></url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
