import type { PageCacheHandle } from "../../../src/lib/page-cache.ts";
import { ArticleList } from "../../components/articles/article-card.tsx";
import { CategoryFilter } from "../../components/articles/category-filter.tsx";
import { afterIntro, PageIntro } from "../../components/articles/page-intro.tsx";
import { Pagination } from "../../components/articles/pagination.tsx";
import { Blocks } from "../../components/blocks.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { articleMeta } from "../../lib/article-seo.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { Route } from "./+types/blog-list";
import { loadBlogList } from "./blog.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => articleMeta(loaderData);

/** The same page for every anonymous visitor, given category, page: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["category", "page"] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadBlogList(args);

/** The blog: the page's intro, posts filtered by category and paged, then the rest of the page. */
export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, posts, selected } = loaderData;
  return (
    <article className="page">
      <PageIntro blocks={page.blocks} title={page.title} />
      <section className="block container" aria-labelledby="posts-heading">
        <h2 id="posts-heading">{selected ? selected.name : t("articles.blog.heading")}</h2>
        <CategoryFilter categories={loaderData.categories} selected={selected?.slug ?? null} />
        {posts.length > 0 ? <ArticleList articles={posts} eagerFirst /> : <p>{t("articles.empty")}</p>}
        <Pagination paging={loaderData.paging} />
      </section>
      <Blocks blocks={afterIntro(page.blocks)} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
