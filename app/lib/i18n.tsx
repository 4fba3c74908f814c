import { createContext, type ReactNode, useContext, useMemo } from "react";
import { fallbackMessages } from "../../src/i18n/chrome-messages.ts";
import { getLocale, type Locale, type LocaleCode } from "../../src/i18n/locales.ts";
import { soraniDate, soraniList } from "../../src/i18n/sorani-format.ts";
import { createTranslator, type Messages, type Translate } from "../../src/i18n/translator.ts";

type I18n = { locale: Locale; t: Translate; format: Formatters };

export type Formatters = {
  number: (value: number) => string;
  iqd: (value: number) => string;
  date: (value: Date | string, style?: "long" | "short") => string;
  /** Hours and minutes in Baghdad, 24-hour (no AM/PM words needed), in the language's digits. */
  time: (value: Date | string) => string;
  /** "a, b and c" the way the language writes it. */
  list: (items: string[]) => string;
};

const I18nContext = createContext<I18n | null>(null);

const formattersByLocale = new Map<string, Formatters>();

/**
 * Formatting always in business time (Asia/Baghdad). Sorani does not rely on the browser's `ckb`
 * data, which many browsers lack (see the locale registry): server and browser print the same text.
 * Built once per language: Intl formatters cost more to make than a whole page's formatting.
 */
export function makeFormatters(locale: Locale): Formatters {
  const known = formattersByLocale.get(locale.code);
  if (known) return known;
  const made = buildFormatters(locale);
  formattersByLocale.set(locale.code, made);
  return made;
}

function buildFormatters(locale: Locale): Formatters {
  const number = new Intl.NumberFormat(locale.numbers);
  const iqd = new Intl.NumberFormat(locale.numbers, { style: "currency", currency: "IQD", maximumFractionDigits: 0 });
  const long = new Intl.DateTimeFormat(locale.intl, { dateStyle: "long", timeZone: "Asia/Baghdad" });
  const short = new Intl.DateTimeFormat(locale.intl, { dateStyle: "short", timeZone: "Asia/Baghdad" });
  const list = new Intl.ListFormat(locale.intl, { type: "conjunction" });
  // The number locale (Sorani's is Arabic's, which every browser has): server and browser agree.
  const time = new Intl.DateTimeFormat(locale.numbers, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Baghdad",
  });
  const asDate = (v: Date | string) => (typeof v === "string" ? new Date(v) : v);
  return {
    list: (items) => (locale.code === "ku" ? soraniList(items) : list.format(items)),
    number: (v) => number.format(v),
    iqd: (v) => iqd.format(v),
    time: (v) => time.format(asDate(v)),
    date: (v, style = "long") =>
      locale.code === "ku" ? soraniDate(asDate(v), style) : (style === "long" ? long : short).format(asDate(v)),
  };
}

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
