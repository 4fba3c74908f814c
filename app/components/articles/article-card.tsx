import type { ArticleSummary } from "../../../src/contracts/api/articles.ts";
import { linkOf } from "../../lib/articles.ts";
import { BidiText } from "../bidi-text.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { ArticleDate } from "./article-date.tsx";
import { ArticleImage } from "./article-image.tsx";

/** One article in a list: picture, title linking to it, date and summary. */
export function ArticleCard({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  return (
    <li className="article-card">
      {article.image ? <ArticleImage image={article.image} alt={article.imageAlt} eager={eager} /> : null}
      <div className="article-card-text">
        <h3>
          <LocaleLink to={linkOf(article)}>{article.title}</LocaleLink>
        </h3>
        <p className="article-date">
          <ArticleDate value={article.publishedAt} />
        </p>
        <p>
          <BidiText text={article.summary} />
        </p>
      </div>
    </li>
  );
}

/** A list of articles; `eagerFirst` when it starts near the top of the page. */
export function ArticleList({ articles, eagerFirst = false }: { articles: ArticleSummary[]; eagerFirst?: boolean }) {
  return (
    <ul className="article-list">
      {articles.map((article, i) => (
        <ArticleCard key={article.slug} article={article} eager={eagerFirst && i === 0} />
      ))}
    </ul>
  );
}
