import type { Article, ArticleCategory, ArticleSummary } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Blocks } from "../blocks.tsx";
import { Breadcrumb } from "../breadcrumb.tsx";
import { ArticleHeader } from "./article-header.tsx";
import { HelpList } from "./help-list.tsx";
import { HelpfulVote, type VoteOutcome } from "./helpful-vote.tsx";

type Props = {
  center: { title: string; path: string };
  topic: ArticleCategory | null;
  article: Article;
  more: ArticleSummary[];
  /** What the reader's "Was this helpful?" answer came to, on the response to it. */
  vote?: VoteOutcome | null;
};

/** A help article: the way back to its topic, the answer, and the topic's other articles. */
export function HelpArticle({ center, topic, article, more, vote = null }: Props) {
  const { t, format } = useI18n();
  const day = article.updatedAt ?? article.publishedAt;
  return (
    <article className="page article-page">
      <Breadcrumb
        label={t("articles.breadcrumb")}
        items={[
          { label: center.title, href: center.path },
          ...(topic ? [{ label: topic.name, href: `${center.path}?topic=${topic.slug}` }] : []),
          { label: article.title },
        ]}
      />
      <ArticleHeader
        article={article}
        date={<time dateTime={day}>{t("articles.updated", { date: format.date(day) })}</time>}
      />
      <Blocks blocks={article.body} titleFirst={false} />
      <HelpfulVote slug={article.slug} outcome={vote} />
      {more.length > 0 ? (
        <section className="block container" aria-labelledby="more-help-heading">
          <h2 id="more-help-heading">{t("articles.help.more")}</h2>
          <HelpList articles={more} />
        </section>
      ) : null}
    </article>
  );
}
