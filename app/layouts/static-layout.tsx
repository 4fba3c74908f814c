import { BrandLogo } from "../components/brand-logo.tsx";
import { LanguageSwitcher } from "../components/language-switcher.tsx";
import { PrintButton } from "../components/print-button.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import type { LayoutProps } from "./layout-props.ts";

/** Plain, printable content: a slim header, a readable column, the legal footer. */
export function StaticLayout({ children }: LayoutProps) {
  return (
    <div className="static">
      <header className="site-header static-header no-print">
        <div className="header-bar container">
          <BrandLogo />
          <div className="header-tools">
            <PrintButton />
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id="main" className="site-main static-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter compact />
    </div>
  );
}

/** No chrome at all, but a way to change language. */
export function EmptyLayout({ children }: LayoutProps) {
  return (
    <div className="empty">
      <LanguageSwitcher className="language-switcher language-switcher-corner" />
      <main id="main" className="site-main empty-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
