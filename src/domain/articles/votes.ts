import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ArticleVote, LeastHelpful } from "../../contracts/api/article-votes.ts";
import { articles, articleTranslations, articleVotes } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, type RateRule } from "../limits/rate-limiter.ts";

/** Votes are worth nothing to a script: a person reads a few articles an hour, not hundreds. */
export const ARTICLE_VOTE_RULE = {
  name: "article-vote:client",
  limit: 30,
  windowMs: 60 * 60_000,
  durable: false,
} satisfies RateRule;

const votable = ["help", "faq"] as const;

/** The voter id is random, but kept only as a hash: the table never holds what the cookie holds. */
const hashVoter = (voter: string) => createHash("sha256").update(`article-vote:${voter}`).digest("base64url");

/**
 * "Was this helpful?": one answer per voter (a browser) per help article or FAQ, counted in the
 * caller's language. Answering again replaces the answer, so a change of mind is not a second vote.
 */
export async function voteOnArticle({
  ctx,
  input,
}: ServiceCall<{ slug: string; helpful: boolean; voter: string }>): Promise<ArticleVote> {
  await consumeRate(ctx.env.limiter, ARTICLE_VOTE_RULE, ctx.client, ctx.now);
  const [article] = await ctx.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, input.slug), inArray(articles.kind, votable)));
  if (!article) throw new DomainError("not_found", "article_not_found", { slug: input.slug });
  const values = {
    articleId: article.id,
    voterHash: hashVoter(input.voter),
    locale: ctx.locale,
    helpful: input.helpful,
    votedAt: ctx.now,
  };
  await ctx.db
    .insert(articleVotes)
    .values(values)
    .onConflictDoUpdate({
      target: [articleVotes.articleId, articleVotes.voterHash],
      set: { helpful: values.helpful, locale: values.locale, votedAt: values.votedAt },
    });
  return { slug: input.slug, helpful: input.helpful };
}

/**
 * Per language, the articles readers found least helpful: lowest share of "yes" first, among those
 * with at least `minVotes` answers in that language (a single "no" says little).
 */
export async function leastHelpfulArticles({
  ctx,
  input,
}: ServiceCall<{ limit: number; minVotes: number }>): Promise<LeastHelpful[]> {
  const yes = sql<number>`count(*) filter (where ${articleVotes.helpful})::int`;
  const total = sql<number>`count(*)::int`;
  const rows = await ctx.db
    .select({
      slug: articles.slug,
      kind: articles.kind,
      locale: articleVotes.locale,
      title: articleTranslations.title,
      yes,
      total,
    })
    .from(articleVotes)
    .innerJoin(articles, eq(articles.id, articleVotes.articleId))
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, articleVotes.locale)),
    )
    .groupBy(articles.slug, articles.kind, articleVotes.locale, articleTranslations.title)
    .having(sql`count(*) >= ${input.minVotes}`);
  const byLocale = new Map<LocaleCode, LeastHelpful["articles"]>();
  for (const r of rows) {
    const list = byLocale.get(r.locale) ?? [];
    list.push({
      slug: r.slug,
      kind: r.kind,
      title: r.title,
      yes: r.yes,
      no: r.total - r.yes,
      helpfulShare: r.yes / r.total,
    });
    byLocale.set(r.locale, list);
  }
  return (["en", "ar", "ku"] as const).map((locale) => ({
    locale,
    articles: (byLocale.get(locale) ?? [])
      .sort((a, b) => a.helpfulShare - b.helpfulShare || b.no - a.no || a.slug.localeCompare(b.slug))
      .slice(0, input.limit),
  }));
}
