import { type LocaleCode, localeCodes } from "../../src/i18n/locales.ts";
import { isOneOf } from "../../src/lib/one-of.ts";

/**
 * The language a tutorial's address names: `static/zain-fi2-tutorials-en` is the English guide
 * whether it is opened under /en, /ar or /ku. Other paths (or another brand's slug) name none.
 */
export function tutorialLocale(path: string, brandSlug: string): LocaleCode | undefined {
  const match = /^static\/(.+)-fi2-tutorials-(ar|en|ku)$/.exec(path);
  if (!match || match[1] !== brandSlug) return undefined;
  const locale = match[2];
  return isOneOf(localeCodes, locale) ? locale : undefined;
}
