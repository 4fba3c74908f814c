import { type AnyColumn, and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { SearchKind, SearchResults, Topic } from "../../contracts/api/articles.ts";
import { searchDocuments } from "../../db/schema/index.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { queryTerms } from "./fold.ts";
import { excerpt, highlight, matchRanges } from "./highlight.ts";

const KIND_ORDER: SearchKind[] = ["offer", "page", "help", "article"];
const PER_GROUP = 12;

const d = searchDocuments;
const contains = (column: AnyColumn, term: string) => sql`${column} like ${`%${term}%`}`;

/** Title matches weigh most, then the summary, then the body; a word that starts with the term counts extra. */
function scoreOf(terms: string[]): SQL<number> {
  const parts = terms.map(
    (t) => sql`(case when ${contains(d.normTitle, t)} then 6 else 0 end
      + case when ${d.normTitle} like ${`${t}%`} or ${d.normTitle} like ${`% ${t}%`} then 3 else 0 end
      + case when ${contains(d.normSummary, t)} then 3 else 0 end
      + case when ${contains(d.normBody, t)} then 1 else 0 end)`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** Where a word occurs: anywhere, or for words of one or two letters only where a word starts. */
function occurs(column: AnyColumn, term: string) {
  if (term.length >= 3) return contains(column, term);
  return or(sql`${column} like ${`${term}%`}`, sql`${column} like ${`% ${term}%`}`);
}

/** Every term somewhere in the document. */
const matchesAll = (terms: string[]) =>
  and(...terms.map((t) => or(occurs(d.normTitle, t), occurs(d.normSummary, t), occurs(d.normBody, t))));

async function find(ctx: Pick<ServiceContext, "db" | "locale">, terms: string[], limit: number, kind?: SearchKind) {
  return ctx.db
    .select({
      kind: d.kind,
      ref: d.ref,
      path: d.path,
      title: d.title,
      summary: d.summary,
      body: d.body,
      score: scoreOf(terms),
    })
    .from(d)
    .where(and(eq(d.locale, ctx.locale), kind ? eq(d.kind, kind) : undefined, matchesAll(terms)))
    .orderBy(desc(scoreOf(terms)), asc(d.title))
    .limit(limit);
}

/**
 * Site search in the caller's language: ranked results grouped by kind (offers, pages, help,
 * articles), the matched words marked in the title and in an excerpt. No query: the popular
 * topics instead.
 */
export async function searchSite({ ctx, input: { query } }: ServiceCall<{ query: string }>): Promise<SearchResults> {
  const terms = queryTerms(query);
  // Nothing left to look for (punctuation, or diacritics alone): as if there were no query.
  if (terms.length === 0) return { query: "", total: 0, groups: [], popular: await popularTopics({ ctx }) };
  // Each kind gets its own best twelve, so common words in one kind never crowd out another.
  const perKind = await Promise.all(KIND_ORDER.map((kind) => find(ctx, terms, PER_GROUP, kind)));
  const rows = perKind.flat();
  const groups = KIND_ORDER.map((kind, i) => ({
    kind,
    results: (perKind[i] ?? []).map((r) => {
      const inSummary = matchRanges(r.summary, terms).length > 0;
      const text = inSummary || !r.body ? r.summary : excerpt(r.body, terms);
      return { ref: r.ref, path: r.path, title: highlight(r.title, terms), excerpt: highlight(text, terms) };
    }),
  })).filter((g) => g.results.length > 0);
  return { query, total: rows.length, groups, popular: [] };
}

/** Up to six titles for the search box as the visitor types (two letters at least). */
export async function suggest({ ctx, input: { query } }: ServiceCall<{ query: string }>): Promise<Topic[]> {
  const terms = queryTerms(query);
  if (terms.join("").length < 2) return [];
  const rows = await find(ctx, terms, 6);
  return rows.map((r) => ({ kind: r.kind, path: r.path, title: r.title }));
}

/** The featured help topics: what people look for most. */
export async function popularTopics({ ctx }: ServiceCall): Promise<Topic[]> {
  return ctx.db
    .select({ kind: d.kind, path: d.path, title: d.title })
    .from(d)
    .where(and(eq(d.locale, ctx.locale), eq(d.popular, true)))
    .orderBy(asc(d.title))
    .limit(8);
}
