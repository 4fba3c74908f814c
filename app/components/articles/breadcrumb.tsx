import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

export type Crumb = { label: string; href?: string };

/** Where a page sits: links back up, the last item being the page itself. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav className="breadcrumb container" aria-label={t("articles.breadcrumb")}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <LocaleLink to={item.href}>{item.label}</LocaleLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
