import type { PageCacheHandle } from "../../../src/lib/page-cache.ts";
import { HelpArticle } from "../../components/articles/help-article.tsx";
import { KnowledgeTopic } from "../../components/articles/knowledge-topic.tsx";
import { afterIntro, PageIntro } from "../../components/articles/page-intro.tsx";
import { TopicCards } from "../../components/articles/topic-cards.tsx";
import { Blocks } from "../../components/blocks.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { articleMeta } from "../../lib/article-seo.ts";
import { pageUrlOf, restOfPath } from "../../lib/page-url.ts";
import type { Route } from "./+types/knowledge-center";
import { voteAction } from "./article-vote.server.ts";
import { loadKnowledgeCenter } from "./knowledge-center.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => articleMeta(loaderData);

/** The same page for every anonymous visitor, given article, topic: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["article", "topic"] } } satisfies PageCacheHandle;

/** support/knowledge-center (personal) and business/knowledge-center: one module, told apart by path. */
export const loader = (args: Route.LoaderArgs) =>
  loadKnowledgeCenter(
    args,
    restOfPath(pageUrlOf(args.request).pathname).startsWith("business/") ? "business" : "personal",
  );

/** "Was this helpful?" from a help article: answered on this POST's response only. */
export const action = (args: Route.ActionArgs) => voteAction(args);

/** The topics with the page's own content; `?topic=` one topic; `?article=` one help article. */
export default function KnowledgeCenter({ loaderData, actionData }: Route.ComponentProps) {
  const { page, topic, article } = loaderData;
  const vote = actionData && article && actionData.vote.slug === article.slug ? actionData.vote.outcome : null;
  const center = { title: page.title, path: loaderData.center };
  if (article)
    return <HelpArticle center={center} topic={topic} article={article} more={loaderData.articles} vote={vote} />;
  if (topic)
    return <KnowledgeTopic center={center} topic={topic} articles={loaderData.articles} faqs={loaderData.faqs} />;
  return (
    <article className="page">
      <PageIntro blocks={page.blocks} title={page.title} />
      <TopicCards topics={loaderData.topics} center={loaderData.center} />
      <Blocks blocks={afterIntro(page.blocks)} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
