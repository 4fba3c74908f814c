import { eq } from "drizzle-orm";
import { articlePath } from "../../contracts/article-content.ts";
import type { Block } from "../../contracts/page-content.ts";
import type { Db } from "../../db/client.server.ts";
import {
  articles,
  articleTranslations,
  offerings,
  offeringTranslations,
  pages,
  pageTranslations,
  searchDocuments,
} from "../../db/schema/index.ts";
import { fold } from "./fold.ts";

type Doc = Omit<typeof searchDocuments.$inferInsert, "id" | "normTitle" | "normSummary" | "normBody" | "updatedAt">;

/** Pages that are not worth finding: errors, sign-in, the member area, search itself. */
const UNSEARCHED = /^(404|500|login|signin|registration\/|myzain|search-page|hyper-result|member-area\/)/;

const TUTORIAL = /-fi2-tutorials-(en|ar|ku)$/;

/** The plain text of content blocks, for the index. */
export function blockText(blocks: Block[]): string {
  const parts: string[] = [];
  for (const b of blocks) {
    if ("title" in b && b.title) parts.push(b.title);
    if ("text" in b && typeof b.text === "string") parts.push(b.text);
    if (b.type === "text") parts.push(...b.paragraphs, ...(b.bullets ?? []));
    if (b.type === "cards" || b.type === "steps") for (const i of b.items) parts.push(i.title, i.text);
    if (b.type === "faq") for (const i of b.items) parts.push(i.question, i.answer);
    if (b.type === "table") parts.push(b.caption, ...b.columns, ...b.rows.flat());
    if (b.type === "people") for (const i of b.items) parts.push(i.name, i.role, i.bio);
    if (b.type === "figures") parts.push(...b.items.flatMap((i) => [i.value, i.label]), b.source);
    if (b.type === "reports") for (const i of b.items) parts.push(i.title, i.summary);
  }
  return parts.join(" ");
}

/** Where an offer of a type is shown on the site. */
const OFFER_PAGES: Record<string, string> = {
  data_bundle: "/prepaid/data-only-offers",
  social_bundle: "/prepaid/data-only-offers",
  voice_data_bundle: "/prepaid/voice-and-data-offers",
  roaming_bundle: "/prepaid/roaming-and-international-offers",
  prepaid_sim: "/prepaid/new-sim",
  postpaid_plan: "/postpaid/power-plans",
  mbb_plan: "/mbb/offers",
  business_product: "/business/our-offering",
};

async function collect(db: Db): Promise<Doc[]> {
  const docs: Doc[] = [];
  const pageRows = await db
    .select({
      slug: pages.slug,
      locale: pageTranslations.locale,
      title: pageTranslations.title,
      summary: pageTranslations.description,
      blocks: pageTranslations.blocks,
    })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id));
  for (const p of pageRows) {
    if (UNSEARCHED.test(p.slug)) continue;
    // Each router guide is written in the language its address names: found in that language only.
    const guide = TUTORIAL.exec(p.slug)?.[1];
    if (guide && guide !== p.locale) continue;
    const path = p.slug === "home" ? "/" : `/${p.slug}`;
    docs.push({
      locale: p.locale,
      kind: "page",
      ref: p.slug,
      path,
      title: p.title,
      summary: p.summary,
      body: blockText(p.blocks),
    });
  }
  const offerRows = await db
    .select({
      slug: offerings.slug,
      type: offerings.type,
      locale: offeringTranslations.locale,
      name: offeringTranslations.name,
      description: offeringTranslations.description,
    })
    .from(offerings)
    .innerJoin(offeringTranslations, eq(offeringTranslations.offeringId, offerings.id))
    .where(eq(offerings.listed, true));
  for (const o of offerRows) {
    const page = OFFER_PAGES[o.type];
    if (!page) continue;
    docs.push({
      locale: o.locale,
      kind: "offer",
      ref: o.slug,
      // The card's own anchor on the product page (offer cards carry id="offer-<slug>").
      path: `${page}#offer-${o.slug}`,
      title: o.name,
      summary: o.description,
      body: "",
    });
  }
  const articleRows = await db
    .select({
      slug: articles.slug,
      kind: articles.kind,
      audience: articles.audience,
      category: articles.category,
      featured: articles.featured,
      locale: articleTranslations.locale,
      title: articleTranslations.title,
      summary: articleTranslations.summary,
      body: articleTranslations.body,
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id));
  for (const a of articleRows) {
    const help = a.kind === "help" || a.kind === "faq";
    docs.push({
      locale: a.locale,
      kind: help ? "help" : "article",
      ref: a.slug,
      path: articlePath(a),
      title: a.title,
      summary: a.summary,
      body: blockText(a.body),
      popular: a.featured,
    });
  }
  return docs;
}

/**
 * Rebuilds the search index from pages, listed offers and articles, in one transaction: readers
 * see the old index or the new one, never half. Run by the seed after content changes.
 */
export async function rebuildSearchIndex(db: Db): Promise<{ documents: number }> {
  const docs = await collect(db);
  const now = new Date();
  const rows = docs.map((d) => ({
    ...d,
    normTitle: fold(d.title),
    normSummary: fold(d.summary),
    normBody: fold(d.body),
    updatedAt: now,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments);
    for (let i = 0; i < rows.length; i += 200) await tx.insert(searchDocuments).values(rows.slice(i, i + 200));
  });
  return { documents: docs.length };
}
