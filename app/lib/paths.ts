import { isLocaleCode, type LocaleCode } from "../../src/i18n/locales.ts";

/** Splits `/ar/prepaid/new-sim` into the locale (if the first segment is one) and the rest. */
export function splitLocale(pathname: string): { locale: LocaleCode | undefined; rest: string } {
  const [, first = "", ...others] = pathname.split("/");
  return isLocaleCode(first) ? { locale: first, rest: `/${others.join("/")}` } : { locale: undefined, rest: pathname };
}

/** `/prepaid/new-sim` in a language: `/ar/prepaid/new-sim`; the home page is `/ar`. */
export function localizedPath(locale: LocaleCode, path: string): string {
  if (/^(tel:|mailto:|https?:)/.test(path)) return path;
  const clean = path === "/" ? "" : path;
  return `/${locale}${clean.startsWith("/") || clean === "" || clean.startsWith("?") ? clean : `/${clean}`}`;
}

/**
 * Only a same-site relative path is a safe place to send someone after sign-in or a language switch.
 * Whitespace and control characters are refused outright: browsers drop some of them, which would
 * turn "/\t/evil.example" into "//evil.example".
 */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (typeof target !== "string" || !/^\/(?![/\\])/.test(target)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f\\]/.test(target)) return false;
  return new URL(target, "https://same.site").origin === "https://same.site";
}
