import type { PublicConfig } from "../../src/config/public-config.ts";
import { useI18n } from "../lib/i18n.tsx";
import { useMainNavigation } from "../lib/navigation.ts";
import { useRootData } from "../lib/root-data.ts";
import type { Viewer } from "../lib/viewer.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { Icon } from "./icon.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NavDisclosures } from "./nav-groups.tsx";
import { SearchForm } from "./search-form.tsx";
import { SessionLinks } from "./session-links.tsx";

/**
 * The default header. On wide screens a row of grouped menus; on narrow ones a "Menu" disclosure
 * holding search, the same groups, language and sign-in. Both are <details> elements, so they open
 * and close without JavaScript; app/components/menu-behaviour.tsx closes them on navigation.
 */
export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  const groups = useMainNavigation();
  return (
    <header className="site-header">
      <div className="header-bar container">
        <BrandLogo />
        <nav className="main-nav" aria-label={t("nav.main")}>
          <NavDisclosures groups={groups} menu="main-nav" />
        </nav>
        <div className="header-tools">
          <SearchForm />
          <LanguageSwitcher />
          <SessionLinks viewer={viewer} />
        </div>
        <details className="mobile-menu">
          <summary>
            <Icon name="menu" size={20} />
            {t("nav.menu")}
          </summary>
          <div className="mobile-menu-panel">
            <SearchForm id="mobile-search" />
            <nav aria-label={t("nav.main")}>
              <NavDisclosures groups={groups} menu="phone-nav" />
            </nav>
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
