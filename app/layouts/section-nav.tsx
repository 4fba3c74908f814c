import { useLocation } from "react-router";
import { LocaleLink } from "../components/locale-link.tsx";
import { useI18n } from "../lib/i18n.tsx";
import type { NavItem } from "../lib/navigation.ts";
import { splitLocale } from "../lib/paths.ts";

/** A section's sub-navigation; the current page is marked for assistive technology. */
export function SectionNav({ items, label }: { items: NavItem[]; label: string }) {
  const { t } = useI18n();
  const current = splitLocale(useLocation().pathname).rest;
  return (
    <nav className="section-nav" aria-label={t(label)}>
      <div className="container">
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <LocaleLink to={item.path} aria-current={item.path === current ? "page" : undefined}>
                {t(item.label)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
