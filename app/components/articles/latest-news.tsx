import type { ArticleSummary } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { ArticleList } from "./article-card.tsx";

/** The home page's newest press releases, with the way to the newsroom. */
export function LatestNews({ releases }: { releases: ArticleSummary[] }) {
  const { t } = useI18n();
  if (releases.length === 0) return null;
  return (
    <section className="block container latest-news" aria-labelledby="latest-news-heading">
      <h2 id="latest-news-heading">{t("articles.latestNews")}</h2>
      <ArticleList articles={releases} />
      <p>
        <LocaleLink to="/about-us/press-release">{t("articles.latestNews.all")}</LocaleLink>
      </p>
    </section>
  );
}
