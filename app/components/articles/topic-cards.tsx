import type { ArticleCategory } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** A knowledge center's help topics, each a card leading to its articles and FAQs. */
export function TopicCards({ topics, center }: { topics: ArticleCategory[]; center: string }) {
  const { t } = useI18n();
  if (topics.length === 0) return null;
  return (
    <section className="block container" aria-labelledby="topics-heading">
      <h2 id="topics-heading">{t("articles.help.topics")}</h2>
      <ul className="cards">
        {topics.map((topic) => (
          <li key={topic.slug} className="card">
            <h3>
              <LocaleLink to={`${center}?topic=${topic.slug}`}>{topic.name}</LocaleLink>
            </h3>
            {topic.description ? <p>{topic.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
