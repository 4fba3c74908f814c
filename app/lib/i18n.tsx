import { createContext, type ReactNode, useContext, useMemo } from "react";
import { fallbackMessages } from "../../src/i18n/chrome-messages.ts";
import { type Formatters, makeFormatters } from "../../src/i18n/formatters.ts";
import { getLocale, type Locale, type LocaleCode } from "../../src/i18n/locales.ts";
import { createTranslator, type Messages, type Translate } from "../../src/i18n/translator.ts";

type I18n = { locale: Locale; t: Translate; format: Formatters };

export type { Formatters };
export { makeFormatters };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  code,
  messages,
  children,
}: {
  code: LocaleCode;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const locale = getLocale(code);
    // The server sends the messages the page shows, in its language (app/lib/route-messages.ts);
    // the frame's English is the last resort, so the browser never downloads a whole catalogue.
    return { locale, t: createTranslator(code, messages, fallbackMessages), format: makeFormatters(locale) };
  }, [code, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language, `t()` and formatters. Outside a language (root errors) English is used. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (value) return value;
  const locale = getLocale("en");
  return { locale, t: createTranslator("en", fallbackMessages), format: makeFormatters(locale) };
}
