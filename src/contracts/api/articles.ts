/**
 * Press releases, blog posts, jobs, help articles and FAQs (`/articles`, `/article-categories`) and
 * site search (`/search`), in the caller's language.
 */
import { z } from "zod";
import { articleKinds, audiences } from "../article-content.ts";
import { block } from "./content.ts";
import { defineOperation } from "./operation.ts";

/** What site search finds (offers, content pages, help articles and other articles). */
export const searchKinds = ["offer", "page", "article", "help"] as const;
export type SearchKind = (typeof searchKinds)[number];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(100);

export const articleImage = z
  .object({ src: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: "ArticleImage" });

export const jobFacts = z
  .object({
    location: z.string(),
    employment: z.string(),
    closesAt: z.string().optional().meta({ description: "Absent: open until the role is filled" }),
  })
  .meta({ id: "JobFacts" });

export const articleSummary = z
  .object({
    slug: z.string(),
    kind: z.enum(articleKinds),
    category: z.string().nullable(),
    audience: z.enum(audiences),
    publishedAt: z.string().meta({ description: "YYYY-MM-DD" }),
    updatedAt: z.string().nullable(),
    featured: z.boolean(),
    image: articleImage.nullable(),
    imageAlt: z.string().nullable(),
    job: jobFacts.nullable(),
    title: z.string(),
    summary: z.string(),
  })
  .meta({ id: "ArticleSummary" });

export const article = articleSummary.extend({ body: z.array(block) }).meta({ id: "Article" });

export const articleList = z
  .object({ items: z.array(articleSummary), page: z.number().int(), pageSize: z.number().int(), total: z.number() })
  .meta({ id: "ArticleList" });

export const articleCategory = z
  .object({ slug: z.string(), audience: z.enum(audiences), name: z.string(), description: z.string().nullable() })
  .meta({ id: "ArticleCategory" });

export const sitemapEntry = z.object({ path: z.string(), lastmod: z.string() }).meta({ id: "ArticleSitemapEntry" });

/** A title or excerpt in pieces: `hit` marks the words that matched the query. */
export const segment = z.object({ text: z.string(), hit: z.boolean() }).meta({ id: "SearchSegment" });

/** A popular topic or a suggestion: a title and where it leads. */
export const topic = z
  .object({ kind: z.enum(searchKinds), path: z.string(), title: z.string() })
  .meta({ id: "SearchTopic" });

export const searchResult = z
  .object({ ref: z.string(), path: z.string(), title: z.array(segment), excerpt: z.array(segment) })
  .meta({ id: "SearchResult" });

export const searchGroup = z
  .object({ kind: z.enum(searchKinds), results: z.array(searchResult) })
  .meta({ id: "SearchGroup" });

export const searchResults = z
  .object({ query: z.string(), total: z.number(), groups: z.array(searchGroup), popular: z.array(topic) })
  .meta({ id: "SearchResults" });

export type ArticleImage = z.output<typeof articleImage>;
export type JobFacts = z.output<typeof jobFacts>;
export type ArticleSummary = z.output<typeof articleSummary>;
export type Article = z.output<typeof article>;
export type ArticleList = z.output<typeof articleList>;
export type ArticleCategory = z.output<typeof articleCategory>;
export type SitemapEntry = z.output<typeof sitemapEntry>;
export type Segment = z.output<typeof segment>;
export type Topic = z.output<typeof topic>;
export type SearchResult = z.output<typeof searchResult>;
export type SearchGroup = z.output<typeof searchGroup>;
export type SearchResults = z.output<typeof searchResults>;

export const articleListQuery = z.object({
  kind: z.enum(articleKinds),
  category: slug.optional(),
  audience: z.enum(audiences).optional(),
  page: z.coerce.number<string | number>().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number<string | number>().int().min(1).max(50).default(10),
});
export type ArticleListQuery = z.output<typeof articleListQuery>;

const kindQuery = z.object({ kind: z.enum(articleKinds) });
const searchQuery = z.object({ q: z.string().max(200).default("") });
const tags = ["Content"] as const;

export const listArticlesOp = defineOperation({
  method: "get",
  path: "/articles",
  tags,
  auth: "apiKey",
  summary: "One page of articles of a kind, newest first",
  query: articleListQuery,
  success: { status: 200, description: "Articles", schema: articleList },
  errors: [422],
});

export const articleSitemapOp = defineOperation({
  method: "get",
  path: "/articles/sitemap",
  tags,
  auth: "apiKey",
  summary: "Every article's address and date, for sitemaps",
  success: { status: 200, description: "Articles", schema: z.array(sitemapEntry) },
  errors: [],
});

export const latestArticleOp = defineOperation({
  method: "get",
  path: "/articles/latest",
  tags,
  auth: "apiKey",
  summary: "The newest article of a kind, with its body",
  query: kindQuery,
  success: { status: 200, description: "Article", schema: article },
  errors: [404, 422],
});

export const getArticleOp = defineOperation({
  method: "get",
  path: "/articles/{slug}",
  tags,
  auth: "apiKey",
  summary: "One article with its body",
  params: z.object({ slug: z.string().max(100) }),
  query: kindQuery,
  success: { status: 200, description: "Article", schema: article },
  errors: [404, 422],
});

export const listArticleCategoriesOp = defineOperation({
  method: "get",
  path: "/article-categories",
  tags,
  auth: "apiKey",
  summary: "Blog categories or help topics, named in the caller's language",
  query: z.object({ kind: z.enum(["blog", "help"]) }),
  success: { status: 200, description: "Categories", schema: z.array(articleCategory) },
  errors: [422],
});

export const searchOp = defineOperation({
  method: "get",
  path: "/search",
  tags,
  auth: "apiKey",
  summary: "Site search in the caller's language: offers, pages, help and articles, ranked, matches marked",
  description:
    "Arabic and Kurdish match whatever the diacritics, alef and hamza forms, ta marbuta, alef maqsura, Arabic or Persian/Kurdish letter forms and digits. No query: popular topics.",
  query: searchQuery,
  success: { status: 200, description: "Results", schema: searchResults },
  errors: [422, 429],
});

export const suggestOp = defineOperation({
  method: "get",
  path: "/search/suggest",
  tags,
  auth: "apiKey",
  summary: "Up to six titles for the search box as the visitor types; no query: popular topics",
  query: searchQuery,
  success: { status: 200, description: "Suggestions", schema: z.array(topic) },
  errors: [422, 429],
});
