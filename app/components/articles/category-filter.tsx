import type { ArticleCategory } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** The blog's categories as links that filter the list (`?category=`); the current one is marked. */
export function CategoryFilter({ categories, selected }: { categories: ArticleCategory[]; selected: string | null }) {
  const { t } = useI18n();
  const items = [{ slug: null, name: t("articles.blog.all") }, ...categories];
  return (
    <nav className="category-filter" aria-label={t("articles.blog.categories")}>
      <ul>
        {items.map((c) => (
          <li key={c.slug ?? ""}>
            <LocaleLink
              to={c.slug ? `/blog-category?category=${c.slug}` : "/blog-category"}
              aria-current={c.slug === selected ? "page" : undefined}
            >
              {c.name}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
