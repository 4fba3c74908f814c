import type { Article, ArticleCategory, ArticleSummary } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Breadcrumb } from "../breadcrumb.tsx";
import { FaqList } from "./faq-list.tsx";
import { HelpList } from "./help-list.tsx";

type Props = {
  center: { title: string; path: string };
  topic: ArticleCategory;
  articles: ArticleSummary[];
  faqs: Article[];
};

/** One help topic: its articles, then its frequently asked questions. */
export function KnowledgeTopic({ center, topic, articles, faqs }: Props) {
  const { t } = useI18n();
  return (
    <article className="page knowledge-topic">
      <Breadcrumb
        label={t("articles.breadcrumb")}
        items={[{ label: center.title, href: center.path }, { label: topic.name }]}
      />
      <header className="page-header container">
        <h1>{topic.name}</h1>
        {topic.description ? <p className="lead">{topic.description}</p> : null}
      </header>
      {articles.length > 0 ? (
        <section className="block container" aria-labelledby="help-articles-heading">
          <h2 id="help-articles-heading">{t("articles.help.articles")}</h2>
          <HelpList articles={articles} />
        </section>
      ) : null}
      <FaqList faqs={faqs} />
      {articles.length + faqs.length === 0 ? <p className="block container">{t("articles.empty")}</p> : null}
    </article>
  );
}
