import { and, asc, count, desc, eq, notInArray } from "drizzle-orm";
import type {
  Article,
  ArticleCategory,
  ArticleList,
  ArticleListQuery,
  SitemapEntry,
} from "../../contracts/api/articles.ts";
import {
  type ArticleFile,
  type ArticleKind,
  articlePath,
  type CategoriesFile,
} from "../../contracts/article-content.ts";
import type { Db } from "../../db/client.server.ts";
import { articleCategories, articles, articleTranslations } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";

const columns = {
  slug: articles.slug,
  kind: articles.kind,
  category: articles.category,
  audience: articles.audience,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  featured: articles.featured,
  image: articles.image,
  job: articles.job,
  title: articleTranslations.title,
  summary: articleTranslations.summary,
  imageAlt: articleTranslations.imageAlt,
};

const inLocale = (locale: LocaleCode) =>
  and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale));

/** One page of a kind of article in the caller's language, newest first, with the total for paging. */
export async function listArticles({ ctx, input: q }: ServiceCall<ArticleListQuery>): Promise<ArticleList> {
  const { db, locale } = ctx;
  const where = and(
    eq(articles.kind, q.kind),
    q.category ? eq(articles.category, q.category) : undefined,
    q.audience ? eq(articles.audience, q.audience) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(articles)
      .innerJoin(articleTranslations, inLocale(locale))
      .where(where)
      .orderBy(desc(articles.publishedAt), asc(articles.slug))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { items: rows, page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 };
}

/** One article with its body; `slug` omitted means the newest of the kind. Unknown: 404. */
export async function getArticle({
  ctx,
  input: { kind, slug },
}: ServiceCall<{ kind: ArticleKind; slug?: string | undefined }>): Promise<Article> {
  const { db, locale } = ctx;
  const [row] = await db
    .select({ ...columns, body: articleTranslations.body })
    .from(articles)
    .innerJoin(articleTranslations, inLocale(locale))
    .where(and(eq(articles.kind, kind), slug ? eq(articles.slug, slug) : undefined))
    .orderBy(desc(articles.publishedAt), asc(articles.slug))
    .limit(1);
  if (!row) throw new DomainError("not_found", "article_not_found", slug ? { slug } : {});
  return row;
}

/** Blog categories or help topics, in the caller's language, in their file order. */
export async function listCategories({
  ctx,
  input: { kind },
}: ServiceCall<{ kind: "blog" | "help" }>): Promise<ArticleCategory[]> {
  const { db, locale } = ctx;
  const rows = await db
    .select()
    .from(articleCategories)
    .where(eq(articleCategories.kind, kind))
    .orderBy(asc(articleCategories.position));
  return rows.map((r) => ({
    slug: r.slug,
    audience: r.audience,
    name: r.names[locale],
    description: r.descriptions?.[locale] ?? null,
  }));
}

/** Every article's address and last change (updated, else published): for the sitemap. */
export async function articleSitemap({ ctx }: ServiceCall): Promise<SitemapEntry[]> {
  const rows = await ctx.db
    .select({
      slug: articles.slug,
      kind: articles.kind,
      category: articles.category,
      audience: articles.audience,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .orderBy(asc(articles.kind), asc(articles.slug));
  return rows.map((a) => ({ path: articlePath(a), lastmod: a.updatedAt ?? a.publishedAt }));
}

/** Replaces the categories and articles with the content files' (the seed; later, staff tools). */
export async function saveArticles(db: Db, categories: CategoriesFile, files: ArticleFile[]) {
  await db.transaction(async (tx) => {
    const all = [
      ...categories.blog.map((c, i) => ({
        slug: c.slug,
        kind: "blog" as const,
        audience: "personal" as const,
        position: i,
        names: c.names,
        descriptions: null,
      })),
      ...categories.help.map((c, i) => ({
        slug: c.slug,
        kind: "help" as const,
        audience: c.audience,
        position: i,
        names: c.names,
        descriptions: c.descriptions,
      })),
    ];
    for (const c of all) {
      await tx.insert(articleCategories).values(c).onConflictDoUpdate({ target: articleCategories.slug, set: c });
    }
    for (const file of files) {
      const values = {
        slug: file.slug,
        kind: file.kind,
        category: file.category ?? null,
        audience: file.audience,
        publishedAt: file.publishedAt,
        updatedAt: file.updatedAt ?? null,
        featured: file.featured,
        image: file.image ?? null,
        job: file.job ?? null,
      };
      const [saved] = await tx
        .insert(articles)
        .values(values)
        .onConflictDoUpdate({ target: articles.slug, set: values })
        .returning({ id: articles.id });
      if (!saved) throw new Error(`article ${file.slug} was not saved`);
      for (const [locale, t] of Object.entries(file.translations) as [
        LocaleCode,
        ArticleFile["translations"]["en"],
      ][]) {
        const row = { title: t.title, summary: t.summary, body: t.body, imageAlt: t.imageAlt ?? null };
        await tx
          .insert(articleTranslations)
          .values({ articleId: saved.id, locale, ...row })
          .onConflictDoUpdate({ target: [articleTranslations.articleId, articleTranslations.locale], set: row });
      }
    }
    // An article whose file was removed is taken down.
    const kept = files.map((f) => f.slug);
    await tx.delete(articles).where(kept.length > 0 ? notInArray(articles.slug, kept) : undefined);
    // And a category or topic taken out of categories.json (no article can still name it).
    await tx.delete(articleCategories).where(
      notInArray(
        articleCategories.slug,
        all.map((c) => c.slug),
      ),
    );
  });
  return { categories: categories.blog.length + categories.help.length, articles: files.length };
}
