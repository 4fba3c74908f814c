import type { PublicConfig } from "../../src/config/public-config.ts";
import { useI18n } from "../lib/i18n.tsx";
import { useMainNavigation } from "../lib/navigation.ts";
import { useRootData } from "../lib/root-data.ts";
import type { Viewer } from "../lib/viewer.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { LocaleLink } from "./locale-link.tsx";
import { NavGroups } from "./nav-groups.tsx";
import { SearchForm } from "./search-form.tsx";
import { SessionLinks } from "./session-links.tsx";

/**
 * The default header. The mobile menu is a <details> element, so it opens and closes without
 * JavaScript; on wide screens the same groups show as a row of links.
 */
export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  const groups = useMainNavigation();
  return (
    <header className="site-header">
      <div className="header-bar container">
        <BrandLogo />
        <nav className="main-nav" aria-label={t("nav.main")}>
          <ul>
            {groups.map((group) => (
              <li key={group.label}>
                <LocaleLink to={group.path}>{t(group.label)}</LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <SearchForm />
          <LanguageSwitcher />
          <SessionLinks viewer={viewer} />
        </div>
        <details className="mobile-menu">
          <summary>
            <span className="menu-icon" aria-hidden="true" />
            {t("nav.menu")}
          </summary>
          <div className="mobile-menu-panel">
            <SearchForm id="mobile-search" />
            <NavGroups groups={groups} heading="h2" />
            <LanguageSwitcher />
            <SessionLinks viewer={viewer} />
          </div>
        </details>
      </div>
    </header>
  );
}

export function usePublicConfig(): PublicConfig {
  const data = useRootData();
  if (!data) throw new Error("root loader data is missing");
  return data.config;
}
