import { formatMsisdn } from "../../src/contracts/msisdn.ts";
import { BrandLogo } from "../components/brand-logo.tsx";
import { Icon } from "../components/icon.tsx";
import { LanguageSwitcher } from "../components/language-switcher.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { SessionLinks } from "../components/session-links.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { useSectionNavigation } from "../lib/navigation.ts";
import type { LayoutProps } from "./layout-props.ts";
import { SectionNav } from "./section-nav.tsx";

/**
 * The signed-in area: the customer and their line at the top, navigation to every myzain page.
 * On a phone the header is two short rows (logo and line; then the tools as icons, the language
 * behind a small disclosure), so the page's content starts near the top (issue 19).
 */
export function MyzainLayout({ children, viewer }: LayoutProps) {
  const { t, format, locale } = useI18n();
  const { myzain } = useSectionNavigation();
  return (
    <div className="myzain">
      <header className="site-header myzain-header">
        <div className="header-bar container">
          <BrandLogo to="/myzain" />
          {viewer ? (
            <p className="myzain-line">
              <span>{t("layout.myzain.line")}</span> <bdi dir="ltr">{formatMsisdn(viewer.msisdn)}</bdi>
            </p>
          ) : null}
          <div className="header-tools">
            {viewer ? (
              <LocaleLink to="/myzain/chatbot" className="assistant-launcher">
                <Icon name="chat" size={20} />
                {t("assistant.launcher")}
              </LocaleLink>
            ) : null}
            {viewer ? (
              <LocaleLink to="/myzain/notifications" className="notifications-link">
                {t("nav.myzain.notifications")}
                {viewer.unreadNotifications > 0 ? (
                  <span className="notification-count">
                    <span aria-hidden="true">{format.number(viewer.unreadNotifications)}</span>
                    <span className="visually-hidden">
                      {t("notifications.unread", { count: viewer.unreadNotifications })}
                    </span>
                  </span>
                ) : null}
              </LocaleLink>
            ) : null}
            <LanguageSwitcher />
            <details className="language-menu">
              <summary>{locale.name}</summary>
              <LanguageSwitcher />
            </details>
            <SessionLinks viewer={viewer} />
          </div>
        </div>
      </header>
      <div className="myzain-body container">
        {viewer ? <SectionNav items={myzain} label="layout.myzain.nav" /> : null}
        <main id="main" className="site-main myzain-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter compact />
    </div>
  );
}
