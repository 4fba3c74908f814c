/**
 * Kept apart from the article schemas (article-content.ts re-exports it) so that the browser can
 * link to an article without loading zod.
 */
import type { ArticleKind } from "./article-content.ts";

/**
 * Where an article is read on the site (path without the language prefix): the list page of its
 * kind, with the article chosen by query. Shared by the API (search, sitemap) and the web app.
 */
export function articlePath(a: {
  kind: ArticleKind;
  slug: string;
  audience: "personal" | "business";
  category?: string | null;
}) {
  const center = a.audience === "business" ? "/business/knowledge-center" : "/support/knowledge-center";
  switch (a.kind) {
    case "press":
      return `/about-us/press-release-single?release=${a.slug}`;
    case "blog":
      return `/blog-category/single-page?post=${a.slug}`;
    case "job":
      return `/about-us/careers?job=${a.slug}`;
    case "help":
      return `${center}?article=${a.slug}`;
    case "faq":
      return `${center}?topic=${a.category ?? ""}#${a.slug}`;
  }
}
