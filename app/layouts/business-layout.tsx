import { BrandLogo } from "../components/brand-logo.tsx";
import { LanguageSwitcher } from "../components/language-switcher.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { usePublicConfig } from "../components/site-header.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { businessNavigation } from "../lib/navigation.ts";
import type { LayoutProps } from "./layout-props.ts";
import { SectionNav } from "./section-nav.tsx";

function BusinessHeader() {
  const { t } = useI18n();
  return (
    <header className="site-header business-header">
      <div className="header-bar container">
        <BrandLogo to="/business" />
        <p className="business-tagline">
          <strong>{t("nav.business")}</strong> <span>{t("layout.business.tagline")}</span>
        </p>
        <div className="header-tools">
          <LocaleLink to="/" className="header-link">
            {t("nav.personal")}
          </LocaleLink>
          <LanguageSwitcher />
          <LocaleLink to="/business/contact-us" className="button button-small">
            {t("layout.business.cta")}
          </LocaleLink>
        </div>
      </div>
    </header>
  );
}

/** The business section's home: its own header and a prominent call to talk to sales. */
export function BusinessLayout({ children }: LayoutProps) {
  const { brand } = usePublicConfig();
  return (
    <div className="business">
      <BusinessHeader />
      <SectionNav items={businessNavigation(brand.slug)} label="nav.business" />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Business sub-pages: the business header plus the section's navigation. */
export function PostcatBusinessLayout({ children }: LayoutProps) {
  const { brand } = usePublicConfig();
  return (
    <div className="business">
      <BusinessHeader />
      <SectionNav items={businessNavigation(brand.slug)} label="nav.business" />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
