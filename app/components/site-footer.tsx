import { useI18n } from "../lib/i18n.tsx";
import { type NavItem, useMainNavigation } from "../lib/navigation.ts";
import { AppStoreLinks } from "./app-store-links.tsx";
import { ConsentSettingsButton } from "./consent.tsx";
import { Icon } from "./icon.tsx";
import { LocaleLink } from "./locale-link.tsx";
import { NavGroups } from "./nav-groups.tsx";
import { usePublicConfig } from "./site-header.tsx";

const footerLegal: NavItem[] = [
  { label: "nav.about.legal", path: "/about-us/legal" },
  { label: "nav.about.privacy", path: "/about-us/privacy-policy" },
];

export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { t, locale, format } = useI18n();
  const { brand } = usePublicConfig();
  const navigation = useMainNavigation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        {compact ? null : (
          <>
            <h2 className="visually-hidden">{t("footer.heading")}</h2>
            <div className="footer-columns">
              <NavGroups groups={navigation} heading="h3" />
              <section>
                <h3>{t("footer.care")}</h3>
                <p>{t("footer.careText")}</p>
                <p>
                  <a href="tel:107" className="phone">
                    <Icon name="phone" size={22} /> <bdi dir="ltr">107</bdi>
                  </a>
                </p>
                <h3>{t("footer.app")}</h3>
                <p>
                  <LocaleLink to="/services/mobile-app">{t("footer.appText")}</LocaleLink>
                </p>
                <AppStoreLinks />
              </section>
            </div>
          </>
        )}
        <div className="footer-bottom">
          <ul className="footer-legal">
            {footerLegal.map((item) => (
              <li key={item.path}>
                <LocaleLink to={item.path}>{t(item.label)}</LocaleLink>
              </li>
            ))}
            <li>
              <ConsentSettingsButton />
            </li>
          </ul>
          <p>{t("footer.copyright", { year: format.plain(year), brand: brand.names[locale.code] })}</p>
        </div>
      </div>
    </footer>
  );
}
