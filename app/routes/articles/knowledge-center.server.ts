import { redirect } from "react-router";
import type { Article, ArticleSummary } from "../../../src/contracts/api/articles.ts";
import { pageSeo } from "../../lib/article-seo.ts";
import { articleApi, type LoaderArgs, notFound, slugParam } from "../../lib/articles.server.ts";
import { linkOf } from "../../lib/articles.ts";
import { localeOf } from "../../lib/locale.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { localizedPath } from "../../lib/paths.ts";

type Audience = ArticleSummary["audience"];
export const centerPath = (audience: Audience) =>
  audience === "business" ? "/business/knowledge-center" : "/support/knowledge-center";

/**
 * A knowledge center: its topics; `?topic=` a topic's help articles and FAQs (with their answers);
 * `?article=` one help article. Unknown topic or article: 404; an article of the other center
 * moves to its own address.
 */
export async function loadKnowledgeCenter(args: LoaderArgs, audience: Audience) {
  const center = centerPath(audience);
  const topicSlug = slugParam(args.request, "topic");
  const articleSlug = slugParam(args.request, "article");
  const api = articleApi(args);
  const [record, allTopics, article] = await Promise.all([
    loadPageData(args, center.slice(1), { indexable: true }),
    api.categories("help"),
    articleSlug ? api.one("help", articleSlug) : null,
  ]);
  const topics = allTopics.filter((t) => t.audience === audience);
  const empty: { article: null; articles: ArticleSummary[]; faqs: Article[] } = {
    article: null,
    articles: [],
    faqs: [],
  };

  if (articleSlug) {
    if (!article) notFound(args.request);
    if (article.audience !== audience) throw redirect(localizedPath(localeOf(args.params), linkOf(article)), 301);
    const topic = topics.find((t) => t.slug === article.category) ?? null;
    const siblings = topic ? await api.all({ kind: "help", category: topic.slug, audience }) : [];
    return {
      ...record,
      seo: { title: article.title, description: article.summary, path: linkOf(article) },
      center,
      topics,
      topic,
      ...empty,
      article,
      articles: siblings.filter((a) => a.slug !== article.slug).slice(0, 5),
    };
  }

  if (topicSlug) {
    const topic = topics.find((t) => t.slug === topicSlug) ?? notFound(args.request);
    const [articles, faqList] = await Promise.all([
      api.all({ kind: "help", category: topic.slug, audience }),
      api.all({ kind: "faq", category: topic.slug, audience }),
    ]);
    // The list has no answers: each FAQ's body is read on its own (a topic has a handful).
    const faqs = (await Promise.all(faqList.map((f) => api.one("faq", f.slug)))).filter((f) => f !== null);
    return {
      ...record,
      seo: {
        title: `${topic.name} | ${record.page.title}`,
        description: topic.description ?? record.page.description,
        path: `${center}?topic=${topic.slug}`,
      },
      center,
      topics,
      topic,
      ...empty,
      articles,
      faqs,
    };
  }

  return { ...record, seo: pageSeo(record), center, topics, topic: null, ...empty };
}
