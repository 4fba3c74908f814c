import type { MetaDescriptor } from "react-router";
import { isLocaleCode } from "../../src/i18n/locales.ts";
import type { PageData } from "./page-data.server.ts";
import { pageMeta } from "./seo.ts";

/** What a page with articles says about itself: the article's or list's own title and address. */
export type Seo = {
  title: string;
  description: string;
  /** Path after the language, with its query: the canonical address ("/blog-category?category=tips"). */
  path: string;
};

/** Meta of a content page showing articles: the content record's site data with the article's title. */
export function articleMeta(data: (PageData & { seo: Seo }) | undefined): MetaDescriptor[] {
  if (!data) return [];
  return pageMeta({
    title: data.seo.title,
    description: data.seo.description,
    brand: data.brand,
    origin: data.origin,
    locale: isLocaleCode(data.page.locale) ? data.page.locale : "en",
    path: data.seo.path,
    indexable: data.indexable,
  });
}

/** The seo of a content page as it is: its record's title, description and path. */
export const pageSeo = (data: PageData): Seo => ({
  title: data.page.title,
  description: data.page.description,
  path: data.path,
});
