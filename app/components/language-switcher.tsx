import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { type LocaleCode, locales } from "../../src/i18n/locales.ts";
import { useI18n } from "../lib/i18n.tsx";
import { languageCookie } from "../lib/locale.ts";
import { localizedPath, splitLocale } from "../lib/paths.ts";

/**
 * Names each language in itself. Without JavaScript a link goes through /set-language, which sets
 * the i18n_redirected cookie and redirects; with it, the cookie is set here and the page changes
 * without a reload. Either way the path and query are kept.
 */
export function LanguageSwitcher({ className = "language-switcher" }: { className?: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const { rest } = splitLocale(location.pathname);
  const target = `${rest === "/" ? "" : rest}${location.search}`;

  const choose = (code: LocaleCode, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser we serve
    document.cookie = languageCookie(code);
    navigate(href);
  };

  return (
    <nav className={className} aria-label={t("language.label")}>
      <ul>
        {locales.map((l) => {
          const href = localizedPath(l.code, target || "/");
          const current = l.code === locale.code;
          return (
            <li key={l.code}>
              <a
                href={`/set-language?to=${l.code}&path=${encodeURIComponent(target || "/")}`}
                hrefLang={l.htmlLang}
                lang={l.htmlLang}
                aria-current={current ? "true" : undefined}
                title={current ? undefined : t("language.switchTo", { language: l.name })}
                onClick={current ? undefined : choose(l.code, href)}
              >
                {l.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
