import { BrandLogo } from "../components/brand-logo.tsx";
import { LanguageSwitcher } from "../components/language-switcher.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { groupItems, useMainNavigation } from "../lib/navigation.ts";
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

function BusinessShell({ children, salesBand }: LayoutProps & { salesBand: boolean }) {
  const navigation = useMainNavigation();
  return (
    <div className="business">
      <BusinessHeader />
      <SectionNav items={groupItems(navigation, "nav.business")} label="nav.business" />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {salesBand ? <SalesBand /> : null}
      <SiteFooter />
    </div>
  );
}

/** Every way to reach the business sales team, at the foot of the business home page. */
function SalesBand() {
  const { t } = useI18n();
  return (
    <aside className="sales-band" aria-labelledby="sales-band-title">
      <div className="container">
        <h2 id="sales-band-title">{t("layout.business.salesTitle")}</h2>
        <p>{t("layout.business.salesText")}</p>
        <div className="form-actions">
          <LocaleLink to="/business/contact-us" className="button button-inverse">
            {t("layout.business.cta")}
          </LocaleLink>
          <a href="tel:111" className="button button-inverse-outline">
            <bdi dir="ltr">111</bdi>
          </a>
        </div>
      </div>
    </aside>
  );
}

/** The business section's home: its own header, the section's navigation and a sales band. */
export function BusinessLayout(props: LayoutProps) {
  return <BusinessShell {...props} salesBand />;
}

/** Business sub-pages: the business header and the section's navigation; the page carries its own calls. */
export function PostcatBusinessLayout(props: LayoutProps) {
  return <BusinessShell {...props} salesBand={false} />;
}
