import type { PageCacheHandle } from "../../../src/lib/page-cache.ts";
import { ArticleList } from "../../components/articles/article-card.tsx";
import { ArticleHeader } from "../../components/articles/article-header.tsx";
import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { PageView } from "../../components/page-view.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { articleMeta } from "../../lib/article-seo.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { Route } from "./+types/blog-post";
import { loadBlogPost } from "./blog.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => articleMeta(loaderData);

/** The same page for every anonymous visitor, given post: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["post"] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadBlogPost(args);

/** A blog post under its category's link, then up to three more posts of that category. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { post, category, related } = loaderData;
  if (!post) return <PageView data={loaderData} />;
  return (
    <article className="page article-page">
      <ArticleHeader
        article={post}
        kicker={
          category ? (
            <p className="article-kicker">
              <LocaleLink to={`/blog-category?category=${category.slug}`}>{category.name}</LocaleLink>
            </p>
          ) : null
        }
      />
      <Blocks blocks={post.body} titleFirst={false} />
      {related.length > 0 ? (
        <section className="block container" aria-labelledby="related-heading">
          <h2 id="related-heading">{t("articles.blog.related")}</h2>
          <ArticleList articles={related} />
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteError;
