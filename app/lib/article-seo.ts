import type { MetaDescriptor } from "react-router";
import type { PageData } from "./page-data.server.ts";
import { metaFromPage } from "./seo.ts";

/** What a page with articles says about itself: the article's or list's own title and address. */
export type Seo = {
  title: string;
  description: string;
  /** Path after the language, with its query: the canonical address ("/blog-category?category=tips"). */
  path: string;
};

/** Meta of a content page showing articles: the content record's site data with the article's title. */
export const articleMeta = (data: (PageData & { seo: Seo }) | undefined): MetaDescriptor[] =>
  metaFromPage(data, data?.seo);

/** The seo of a content page as it is: its record's title, description and path. */
export const pageSeo = (data: PageData): Seo => ({
  title: data.page.title,
  description: data.page.description,
  path: data.path,
});
