import type { ReactNode } from "react";
import type { ArticleSummary } from "../../../src/contracts/api/articles.ts";
import { ArticleDate } from "./article-date.tsx";
import { ArticleImage } from "./article-image.tsx";

/** The top of an article page: what it belongs to, its title (the page's h1), date and picture. */
export function ArticleHeader({
  article,
  kicker,
  date,
}: {
  article: ArticleSummary;
  kicker?: ReactNode;
  /** Instead of the publication date (e.g. "Updated on ..."). */
  date?: ReactNode;
}) {
  return (
    <header className="article-header container">
      {kicker}
      <h1>{article.title}</h1>
      <p className="article-date">{date ?? <ArticleDate value={article.publishedAt} />}</p>
      {article.image ? <ArticleImage image={article.image} alt={article.imageAlt} eager /> : null}
    </header>
  );
}
