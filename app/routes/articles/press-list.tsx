import type { PageCacheHandle } from "../../../src/lib/page-cache.ts";
import { ArticleList } from "../../components/articles/article-card.tsx";
import { afterIntro, PageIntro } from "../../components/articles/page-intro.tsx";
import { Pagination } from "../../components/articles/pagination.tsx";
import { Blocks } from "../../components/blocks.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { articleMeta } from "../../lib/article-seo.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { Route } from "./+types/press-list";
import { loadPressList } from "./press.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => articleMeta(loaderData);

/** The same page for every anonymous visitor, given page: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["page"] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadPressList(args);

/** The newsroom: the page's intro, the releases newest first, ten a page, then the rest of the page. */
export default function PressList({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, releases } = loaderData;
  return (
    <article className="page">
      <PageIntro blocks={page.blocks} title={page.title} />
      <section className="block container" aria-labelledby="releases-heading">
        <h2 id="releases-heading">{t("articles.press.heading")}</h2>
        {releases.length > 0 ? <ArticleList articles={releases} eagerFirst /> : <p>{t("articles.empty")}</p>}
        <Pagination paging={loaderData.paging} />
      </section>
      <Blocks blocks={afterIntro(page.blocks)} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
