import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { searchKinds } from "../../contracts/api/articles.ts";
import { articleKinds, audiences } from "../../contracts/article-content.ts";
import type { Block } from "../../contracts/page-content.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/** Blog categories and help topics, named in each language. */
export const articleCategories = pgTable(
  "article_categories",
  {
    slug: text("slug").primaryKey(),
    /** blog (a blog category) or help (a topic of the knowledge centers). */
    kind: text("kind", { enum: ["blog", "help"] }).notNull(),
    audience: text("audience", { enum: audiences }).notNull().default("personal"),
    position: integer("position").notNull(),
    names: jsonb("names").$type<Record<"en" | "ar" | "ku", string>>().notNull(),
    descriptions: jsonb("descriptions").$type<Record<"en" | "ar" | "ku", string>>(),
  },
  () => [check("article_categories_kind_known", sql`kind in ('blog', 'help')`)],
);

/** Press releases, blog posts, job openings, help articles and FAQs (content/articles). */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: articleKinds }).notNull(),
    category: text("category").references(() => articleCategories.slug),
    audience: text("audience", { enum: audiences }).notNull().default("personal"),
    publishedAt: date("published_at", { mode: "string" }).notNull(),
    updatedAt: date("updated_at", { mode: "string" }),
    featured: boolean("featured").notNull().default(false),
    image: jsonb("image").$type<{ src: string; width: number; height: number }>(),
    job: jsonb("job").$type<{ location: string; employment: string; closesAt?: string }>(),
  },
  (t) => [
    check("articles_kind_known", inList("kind", articleKinds)),
    index("articles_kind_published").on(t.kind, t.publishedAt),
  ],
);

export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: ["en", "ar", "ku"] }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: jsonb("body").$type<Block[]>().notNull(),
    imageAlt: text("image_alt"),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

/**
 * What site search looks through, one row per thing and language: offers, pages, articles and
 * help. `norm_*` hold the text folded for matching (diacritics, letter forms and digits
 * unified, src/domain/search/fold.ts), so both PGlite and PostgreSQL search it with plain LIKE.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    locale: text("locale", { enum: ["en", "ar", "ku"] }).notNull(),
    kind: text("kind", { enum: searchKinds }).notNull(),
    ref: text("ref").notNull(),
    /** Site path without the language prefix, with its query if any. */
    path: text("path").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    normTitle: text("norm_title").notNull(),
    normSummary: text("norm_summary").notNull(),
    normBody: text("norm_body").notNull(),
    /** Shown as a popular topic when there is no query. */
    popular: boolean("popular").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("search_documents_kind_known", inList("kind", searchKinds)),
    uniqueIndex("search_documents_ref").on(t.locale, t.kind, t.ref),
    index("search_documents_locale").on(t.locale),
  ],
);

/**
 * "Was this helpful?" on help articles and FAQs: one answer per browser per article (a random
 * voter id the website keeps in a cookie, stored hashed), counted per language of the page read.
 */
export const articleVotes = pgTable(
  "article_votes",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    voterHash: text("voter_hash").notNull(),
    locale: text("locale", { enum: ["en", "ar", "ku"] }).notNull(),
    helpful: boolean("helpful").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.voterHash] }), index("article_votes_locale").on(t.locale, t.articleId)],
);
