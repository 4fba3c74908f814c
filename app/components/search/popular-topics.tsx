import { Link } from "react-router";
import type { Topic } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { resultHref } from "../../lib/search.ts";

/** The help topics people look for most (featured help articles); nothing when there are none. */
export function PopularTopics({
  topics,
  heading: Heading = "h2",
  className,
}: {
  topics: Topic[];
  heading?: "h2" | "h3";
  className?: string;
}) {
  const { locale, t } = useI18n();
  if (topics.length === 0) return null;
  return (
    <section
      className={className ? `popular-topics ${className}` : "popular-topics"}
      aria-labelledby="popular-topics-heading"
    >
      <Heading id="popular-topics-heading">{t("search.popular")}</Heading>
      <ul className="topic-list">
        {topics.map((topic) => (
          <li key={topic.path}>
            <Link to={resultHref(locale.code, topic.path)}>{topic.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
