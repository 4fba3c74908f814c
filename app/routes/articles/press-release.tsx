import type { PageCacheHandle } from "../../../src/lib/page-cache.ts";
import { ArticleList } from "../../components/articles/article-card.tsx";
import { ArticleHeader } from "../../components/articles/article-header.tsx";
import { afterIntro } from "../../components/articles/page-intro.tsx";
import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { PageView } from "../../components/page-view.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { articleMeta } from "../../lib/article-seo.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { Route } from "./+types/press-release";
import { loadPressRelease } from "./press.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => articleMeta(loaderData);

/** The same page for every anonymous visitor, given release: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["release"] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadPressRelease(args);

/** A press release, three more to read, then the page's standing notes (about us, media contact). */
export default function PressRelease({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { release, more, page } = loaderData;
  if (!release) return <PageView data={loaderData} />;
  return (
    <article className="page article-page">
      <ArticleHeader
        article={release}
        kicker={
          <p className="article-kicker">
            <LocaleLink to="/about-us/press-release">{t("articles.press.heading")}</LocaleLink>
          </p>
        }
      />
      <Blocks blocks={release.body} titleFirst={false} />
      {more.length > 0 ? (
        <section className="block container" aria-labelledby="more-news-heading">
          <h2 id="more-news-heading">{t("articles.press.more")}</h2>
          <ArticleList articles={more} />
        </section>
      ) : null}
      <Blocks blocks={afterIntro(page.blocks)} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
