import {
  getLocale,
  isLocaleCode,
  type Locale,
  type LocaleCode,
  localeFromAcceptLanguage,
} from "../../src/i18n/locales.ts";
import { readCookie } from "../../src/lib/cookies.ts";

/** The locale named by the `:lang` path segment, or undefined when the segment is not one of ours. */
export function localeFromParam(param: string | undefined): Locale | undefined {
  return isLocaleCode(param) ? getLocale(param) : undefined;
}

/** The `:lang` segment as a locale code; English when it is not one of ours (the guard 404s those first). */
export function localeOf(params: { lang?: string }): LocaleCode {
  return isLocaleCode(params.lang) ? params.lang : "en";
}

const LANGUAGE_COOKIE = "i18n_redirected";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Spec section 9: the chosen language is remembered 365 days, site-wide, SameSite Lax. */
export function languageCookie(code: LocaleCode): string {
  return `${LANGUAGE_COOKIE}=${code}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** The visitor's language: the remembered choice if any, else the browser's language list. */
export function preferredLocale(request: Request): LocaleCode {
  const remembered = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  return isLocaleCode(remembered) ? remembered : localeFromAcceptLanguage(request.headers.get("accept-language"));
}

export type { Locale, LocaleCode };
