import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { articleKinds, articlePath, audiences } from "../../contracts/article-content.ts";
import { allArticles, getArticle, listArticles, listCategories } from "../../domain/articles/articles.ts";
import type { RateRule } from "../../domain/limits/rate-limiter.ts";
import { popularTopics, searchSite, suggest } from "../../domain/search/search.ts";
import type { ApiEnv } from "../context.ts";
import { errorResponses } from "../errors.ts";
import { perClientLimit } from "../middleware/rate-limit.ts";
import { jsonResponse } from "../openapi-parts.ts";
import { newRouter } from "../router.ts";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(100);
const image = z.object({ src: z.string(), width: z.number().int(), height: z.number().int() }).nullable();
const job = z
  .object({
    location: z.string(),
    employment: z.string(),
    closesAt: z.string().optional().openapi({ description: "Absent: open until the role is filled" }),
  })
  .nullable();

const articleSummary = z
  .object({
    slug: z.string(),
    kind: z.enum(articleKinds),
    category: z.string().nullable(),
    audience: z.enum(audiences),
    publishedAt: z.string(),
    updatedAt: z.string().nullable(),
    featured: z.boolean(),
    image,
    imageAlt: z.string().nullable(),
    job,
    title: z.string(),
    summary: z.string(),
  })
  .openapi("ArticleSummary");
const article = articleSummary.extend({ body: z.array(z.any()) }).openapi("Article");
const segment = z.object({ text: z.string(), hit: z.boolean() });

type Ctx = Context<ApiEnv>;
const ctxOf = (c: Ctx) => ({ db: c.var.deps.database.db, locale: c.var.locale });

/** Shared caches keep one copy per language: the answer depends on Accept-Language. */
function cacheable(c: Ctx, seconds: number) {
  c.header("Cache-Control", `public, max-age=${seconds}`);
  c.header("Vary", "Accept-Language");
}

/** Searching scans the index: generous for people typing, a wall for scripts (ASVS anti-automation). */
export const SEARCH_RULE = { name: "search:client", limit: 300, windowMs: 5 * 60_000 } satisfies RateRule;

/** Press releases, blog posts, jobs, help articles and FAQs, and site search, in the caller's language. */
export function articleRoutes() {
  const r = newRouter();
  r.use("/search", perClientLimit(SEARCH_RULE));
  r.use("/search/*", perClientLimit(SEARCH_RULE));

  r.openapi(
    createRoute({
      method: "get",
      path: "/articles",
      tags: ["Content"],
      summary: "One page of articles of a kind, newest first",
      request: {
        query: z.object({
          kind: z.enum(articleKinds),
          category: slug.optional(),
          audience: z.enum(audiences).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(10),
        }),
      },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(articleSummary), page: z.number(), pageSize: z.number(), total: z.number() }),
          "Articles",
        ),
        ...errorResponses(422),
      },
    }),
    async (c) => {
      const list = await listArticles(ctxOf(c), c.req.valid("query"));
      cacheable(c, 300);
      return c.json(list, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/articles/sitemap",
      tags: ["Content"],
      summary: "Every article's address and date, for sitemaps",
      responses: {
        200: jsonResponse(z.array(z.object({ path: z.string(), lastmod: z.string() })), "Articles"),
      },
    }),
    async (c) => {
      const rows = await allArticles({ db: c.var.deps.database.db });
      return c.json(
        rows.map((a) => ({ path: articlePath(a), lastmod: a.updatedAt ?? a.publishedAt })),
        200,
      );
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/articles/latest",
      tags: ["Content"],
      summary: "The newest article of a kind, with its body",
      request: { query: z.object({ kind: z.enum(articleKinds) }) },
      responses: { 200: jsonResponse(article, "Article"), ...errorResponses(404, 422) },
    }),
    async (c) => {
      const found = await getArticle(ctxOf(c), c.req.valid("query").kind);
      return c.json(found, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/articles/{slug}",
      tags: ["Content"],
      summary: "One article with its body",
      request: { params: z.object({ slug: z.string().max(100) }), query: z.object({ kind: z.enum(articleKinds) }) },
      responses: { 200: jsonResponse(article, "Article"), ...errorResponses(404, 422) },
    }),
    async (c) => {
      const { slug: wanted } = c.req.valid("param");
      const found = await getArticle(
        ctxOf(c),
        c.req.valid("query").kind,
        slug.safeParse(wanted).success ? wanted : "-",
      );
      // Only a found article is cached: a 404 must not outlive the article's publication.
      cacheable(c, 300);
      return c.json(found, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/article-categories",
      tags: ["Content"],
      summary: "Blog categories or help topics, named in the caller's language",
      request: { query: z.object({ kind: z.enum(["blog", "help"]) }) },
      responses: {
        200: jsonResponse(
          z.array(
            z.object({
              slug: z.string(),
              audience: z.enum(audiences),
              name: z.string(),
              description: z.string().nullable(),
            }),
          ),
          "Categories",
        ),
        ...errorResponses(422),
      },
    }),
    async (c) => {
      const list = await listCategories(ctxOf(c), c.req.valid("query").kind);
      return c.json(list, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/search",
      tags: ["Content"],
      summary: "Site search in the caller's language: offers, pages, help and articles, ranked, matches marked",
      description:
        "Arabic and Kurdish match whatever the diacritics, alef and hamza forms, ta marbuta, alef maqsura, Arabic or Persian/Kurdish letter forms and digits. No query: popular topics.",
      request: { query: z.object({ q: z.string().max(200).default("") }) },
      responses: {
        200: jsonResponse(
          z.object({
            query: z.string(),
            total: z.number(),
            groups: z.array(
              z.object({
                kind: z.enum(["offer", "page", "help", "article"]),
                results: z.array(
                  z.object({ ref: z.string(), path: z.string(), title: z.array(segment), excerpt: z.array(segment) }),
                ),
              }),
            ),
            popular: z.array(z.object({ kind: z.string(), path: z.string(), title: z.string() })),
          }),
          "Results",
        ),
        ...errorResponses(422, 429),
      },
    }),
    async (c) => {
      const results = await searchSite(ctxOf(c), c.req.valid("query").q);
      return c.json(results, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/search/suggest",
      tags: ["Content"],
      summary: "Up to six titles for the search box as the visitor types; no query: popular topics",
      request: { query: z.object({ q: z.string().max(200).default("") }) },
      responses: {
        200: jsonResponse(z.array(z.object({ kind: z.string(), path: z.string(), title: z.string() })), "Suggestions"),
        ...errorResponses(422, 429),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const q = c.req.valid("query").q;
      cacheable(c, 60);
      return c.json(q.trim() ? await suggest(ctx, q) : await popularTopics(ctx), 200);
    },
  );

  return r;
}
