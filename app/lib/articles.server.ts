import { data, type RouterContextProvider } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import {
  type Article,
  type ArticleListQuery,
  type ArticleSummary,
  getArticleOp,
  latestArticleOp,
  listArticleCategoriesOp,
  listArticlesOp,
} from "../../src/contracts/api/articles.ts";
import { apiFor } from "./api.server.ts";
import { localeOf } from "./locale.ts";
import { pageUrlOf } from "./page-url.ts";

export type LoaderArgs = {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
};

type ListQuery = Pick<ArticleListQuery, "kind" | "category" | "audience">;

/** The site's 404 for an address that names no article, page or category (as unknown pages answer). */
export function notFound(request: Request): never {
  throw data(`Page not found: ${pageUrlOf(request).pathname}`, { status: 404 });
}

/** The article API in the page's language. */
export function articleApi(args: LoaderArgs) {
  const api = apiFor(args.context, args.request, localeOf(args.params));
  return {
    list: (query: ListQuery & { page?: number; pageSize?: number }) => api.call(listArticlesOp, { query }),
    /** Every article of a list (the API pages by 50 at most), for short lists such as jobs or a topic. */
    async all(query: ListQuery): Promise<ArticleSummary[]> {
      const first = await api.call(listArticlesOp, { query: { ...query, pageSize: 50 } });
      const pages = Math.min(Math.ceil(first.total / 50), 20);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
          api.call(listArticlesOp, { query: { ...query, pageSize: 50, page: i + 2 } }),
        ),
      );
      return [first, ...rest].flatMap((list) => list.items);
    },
    /** One article by slug, or the newest of its kind when `slug` is null; null when there is none. */
    async one(kind: Article["kind"], slug: string | null): Promise<Article | null> {
      try {
        return slug === null
          ? await api.call(latestArticleOp, { query: { kind } })
          : await api.call(getArticleOp, { params: { slug }, query: { kind } });
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 404) return null;
        throw error;
      }
    },
    categories: (kind: "blog" | "help") => api.call(listArticleCategoriesOp, { query: { kind } }),
  };
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A query parameter naming an article or category: absent or empty is null; no slug at all is a 404. */
export function slugParam(request: Request, name: string): string | null {
  const value = pageUrlOf(request).searchParams.get(name);
  if (!value) return null;
  if (value.length > 100 || !SLUG.test(value)) notFound(request);
  return value;
}
