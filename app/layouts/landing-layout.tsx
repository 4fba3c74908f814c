import { BrandLogo } from "../components/brand-logo.tsx";
import { LanguageSwitcher } from "../components/language-switcher.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { useI18n } from "../lib/i18n.tsx";
import type { LayoutProps } from "./layout-props.ts";

/** Campaign pages: minimal chrome so the one call to action stands out. */
export function LandingLayout({ children }: LayoutProps) {
  const { t } = useI18n();
  return (
    <div className="landing">
      <header className="site-header landing-header">
        <div className="header-bar container">
          <BrandLogo />
          <div className="header-tools">
            <LanguageSwitcher />
            <LocaleLink to="/prepaid/data-only-offers" className="header-link">
              {t("layout.landing.cta")}
            </LocaleLink>
          </div>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter compact />
    </div>
  );
}
