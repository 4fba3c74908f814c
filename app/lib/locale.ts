import { getLocale, isLocaleCode, type Locale, type LocaleCode } from "../../src/i18n/locales.ts";

/** The locale named by the `:lang` path segment, or undefined when the segment is not one of ours. */
export function localeFromParam(param: string | undefined): Locale | undefined {
  return isLocaleCode(param) ? getLocale(param) : undefined;
}

export type { Locale, LocaleCode };
