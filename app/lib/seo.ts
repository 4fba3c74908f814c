import type { MetaDescriptor } from "react-router";
import { isLocaleCode, type LocaleCode, locales } from "../../src/i18n/locales.ts";
import type { PageData } from "./page-data.server.ts";
import { localizedPath } from "./paths.ts";

/**
 * Title, description, canonical URL and hreflang alternates for a page (and x-default, which
 * points at the English page). Pages that must stay out of search engines get noindex.
 */
export function pageMeta(input: {
  title: string;
  description: string;
  brand: string;
  origin: string;
  locale: LocaleCode;
  /** Path after the language prefix, e.g. "/prepaid/new-sim" or "/". */
  path: string;
  indexable: boolean;
}): MetaDescriptor[] {
  const url = (code: LocaleCode) => `${input.origin}${localizedPath(code, input.path)}`;
  const meta: MetaDescriptor[] = [
    { title: input.title === input.brand ? input.brand : `${input.title} | ${input.brand}` },
    { name: "description", content: input.description },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:site_name", content: input.brand },
    { tagName: "link", rel: "canonical", href: url(input.locale) },
  ];
  if (!input.indexable) {
    meta.push({ name: "robots", content: "noindex" });
    return meta;
  }
  for (const l of locales) meta.push({ tagName: "link", rel: "alternate", hrefLang: l.hreflang, href: url(l.code) });
  meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") });
  return meta;
}

/**
 * The meta of any page drawn from a content record (its loader returned PageData); a page showing
 * an article or a list passes that one's title, description and canonical path instead.
 */
export function metaFromPage(
  data: PageData | undefined,
  own?: { title: string; description: string; path: string },
): MetaDescriptor[] {
  if (!data) return [];
  return pageMeta({
    title: own?.title ?? data.page.title,
    description: own?.description ?? data.page.description,
    brand: data.brand,
    origin: data.origin,
    locale: isLocaleCode(data.page.locale) ? data.page.locale : "en",
    path: own?.path ?? data.path,
    indexable: data.indexable,
  });
}
