import { and, asc, eq } from "drizzle-orm";
import type { Page, PageSummary } from "../../contracts/api/content.ts";
import type { LayoutName } from "../../contracts/layouts.ts";
import type { PageTranslation } from "../../contracts/page-content.ts";
import type { Db } from "../../db/client.server.ts";
import { pages, pageTranslations } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

/** One content page in the caller's language. Unknown, or not written in that language: 404. */
export async function readPage({ ctx, input }: ServiceCall<{ slug: string }>): Promise<Page> {
  return getPage(ctx, input.slug);
}

/** The page lookup other services build on (a campaign is a page and more). */
export async function getPage({ db, locale }: Pick<ServiceContext, "db" | "locale">, slug: string): Promise<Page> {
  const [row] = await db
    .select({
      slug: pages.slug,
      layout: pages.layout,
      updatedAt: pages.updatedAt,
      title: pageTranslations.title,
      description: pageTranslations.description,
      blocks: pageTranslations.blocks,
    })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(eq(pages.slug, slug));
  if (!row) throw new DomainError("not_found", "page_not_found", { slug });
  return { ...row, locale, updatedAt: row.updatedAt.toISOString() };
}

/** Every page's slug, layout and last change: for the sitemap and for staff tools. */
export async function listPages({ ctx }: ServiceCall): Promise<PageSummary[]> {
  const rows = await ctx.db.select().from(pages).orderBy(asc(pages.slug));
  return rows.map((r) => ({ slug: r.slug, layout: r.layout, updatedAt: r.updatedAt.toISOString() }));
}

/** Inserts or replaces a page and its translations (used by the seed and, later, staff tools). */
export async function savePage(
  { db }: { db: Db },
  page: { slug: string; layout: LayoutName; translations: Record<LocaleCode, PageTranslation> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pages)
      .values({ slug: page.slug, layout: page.layout })
      .onConflictDoUpdate({ target: pages.slug, set: { layout: page.layout, updatedAt: new Date() } })
      .returning({ id: pages.id });
    if (!saved) throw new Error(`page ${page.slug} was not saved`);
    for (const [locale, t] of Object.entries(page.translations) as [LocaleCode, PageTranslation][]) {
      const values = { title: t.title, description: t.description, blocks: t.blocks };
      await tx
        .insert(pageTranslations)
        .values({ pageId: saved.id, locale, ...values })
        .onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.locale], set: values });
    }
  });
}
