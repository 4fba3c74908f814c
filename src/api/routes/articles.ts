import type { Context } from "hono";
import * as ops from "../../contracts/api/articles.ts";
import { articleSitemap, getArticle, listArticles, listCategories } from "../../domain/articles/articles.ts";
import type { RateRule } from "../../domain/limits/rate-limiter.ts";
import { popularTopics, searchSite, suggest } from "../../domain/search/search.ts";
import type { ApiEnv } from "../context.ts";
import { perClientLimit } from "../middleware/rate-limit.ts";
import { implement } from "../operation-route.ts";
import { publicRead, publicReader } from "../public-reads.ts";
import { newRouter } from "../router.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Shared caches keep one copy per language: the answer depends on Accept-Language. */
function cacheable(c: Context<ApiEnv>, seconds: number) {
  c.header("Cache-Control", `public, max-age=${seconds}`);
  c.header("Vary", "Accept-Language");
}

/**
 * Searching scans the index: generous for people typing, a wall for scripts (ASVS anti-automation).
 * It guards no secret, so a reset during a Redis outage does no harm: a throttle, not durable.
 */
export const SEARCH_RULE = {
  name: "search:client",
  limit: 300,
  windowMs: 5 * 60_000,
  durable: false,
} satisfies RateRule;

/** Press releases, blog posts, jobs, help articles and FAQs, and site search, in the caller's language. */
export function articleRoutes() {
  const r = newRouter();
  r.use("/search", perClientLimit(SEARCH_RULE));
  r.use("/search/*", perClientLimit(SEARCH_RULE));

  implement(r, ops.listArticlesOp, async (c, { query }) => {
    const list = await publicRead(c, "listArticles", query, (reader) => listArticles({ ctx: reader, input: query }));
    cacheable(c, 300);
    return list;
  });

  // Registered before /articles/{slug}, which would otherwise take these words for slugs.
  implement(r, ops.articleSitemapOp, (c) => publicReader(c, (reader) => articleSitemap({ ctx: reader })));

  implement(r, ops.latestArticleOp, (c, { query }) =>
    publicReader(c, (reader) => getArticle({ ctx: reader, input: { kind: query.kind } })),
  );

  implement(r, ops.getArticleOp, async (c, { params, query }) => {
    // Whatever is no slug is looked up as "-": found nowhere, and not repeated in the answer.
    const slug = SLUG.test(params.slug) ? params.slug : "-";
    const found = await publicReader(c, (reader) => getArticle({ ctx: reader, input: { kind: query.kind, slug } }));
    // Only a found article is cached: a 404 must not outlive the article's publication.
    cacheable(c, 300);
    return found;
  });

  implement(r, ops.listArticleCategoriesOp, (c, { query }) =>
    publicReader(c, (reader) => listCategories({ ctx: reader, input: query })),
  );

  implement(r, ops.searchOp, (c, { query }) =>
    publicReader(c, (reader) => searchSite({ ctx: reader, input: { query: query.q } })),
  );

  implement(r, ops.suggestOp, async (c, { query }) => {
    cacheable(c, 60);
    return publicReader(c, (reader) =>
      query.q.trim() ? suggest({ ctx: reader, input: { query: query.q } }) : popularTopics({ ctx: reader }),
    );
  });

  return r;
}
