/**
 * Numbers, amounts, dates, times and lists as each language writes them, in business time: one
 * set per language, shared by the pages (app/lib/i18n.tsx) and the documents the API writes (a
 * bill's PDF), so both print the same text.
 */
import type { Locale } from "./locales.ts";
import { soraniDate, soraniList } from "./sorani-format.ts";

export type Formatters = {
  number: (value: number) => string;
  /** A number without grouping, such as a year ("2026", "٢٠٢٦"), in the language's digits. */
  plain: (value: number) => string;
  iqd: (value: number) => string;
  date: (value: Date | string, style?: "long" | "short") => string;
  /** Hours and minutes in Baghdad, 24-hour (no AM/PM words needed), in the language's digits. */
  time: (value: Date | string) => string;
  /** "a, b and c" the way the language writes it. */
  list: (items: string[]) => string;
};

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
  const plain = new Intl.NumberFormat(locale.numbers, { useGrouping: false });
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
    plain: (v) => plain.format(v),
    iqd: (v) => iqd.format(v),
    time: (v) => time.format(asDate(v)),
    date: (v, style = "long") =>
      locale.code === "ku" ? soraniDate(asDate(v), style) : (style === "long" ? long : short).format(asDate(v)),
  };
}
