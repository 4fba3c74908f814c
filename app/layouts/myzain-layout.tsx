import { formatMsisdn } from "../../src/contracts/msisdn.ts";
import { BrandLogo } from "../components/brand-logo.tsx";
import { LanguageSwitcher } from "../components/language-switcher.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { SessionLinks } from "../components/session-links.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { useSectionNavigation } from "../lib/navigation.ts";
import type { LayoutProps } from "./layout-props.ts";
import { SectionNav } from "./section-nav.tsx";

/** The compact way into the assistant from every myzain page: a link with a speech-bubble icon. */
function AssistantLauncher() {
  const { t } = useI18n();
  return (
    <LocaleLink to="/myzain/chatbot" className="assistant-launcher">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4.4 3.3A.4.4 0 0 1 4 20V5a1 1 0 0 1 1-1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="8.5" cy="10.5" r="1.2" fill="currentColor" />
        <circle cx="12" cy="10.5" r="1.2" fill="currentColor" />
        <circle cx="15.5" cy="10.5" r="1.2" fill="currentColor" />
      </svg>
      <span>{t("assistant.launcher")}</span>
    </LocaleLink>
  );
}

/** The signed-in area: the customer and their line at the top, navigation to every myzain page. */
export function MyzainLayout({ children, viewer }: LayoutProps) {
  const { t, format } = useI18n();
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
            {viewer ? <AssistantLauncher /> : null}
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
