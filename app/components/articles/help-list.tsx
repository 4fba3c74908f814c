import type { ArticleSummary } from "../../../src/contracts/api/articles.ts";
import { linkOf } from "../../lib/articles.ts";
import { BidiText } from "../bidi-text.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** Help articles as a plain list of titles with their summaries (no pictures: they are answers). */
export function HelpList({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ul className="help-list">
      {articles.map((article) => (
        <li key={article.slug}>
          <h3>
            <LocaleLink to={linkOf(article)}>{article.title}</LocaleLink>
          </h3>
          <p>
            <BidiText text={article.summary} />
          </p>
        </li>
      ))}
    </ul>
  );
}
