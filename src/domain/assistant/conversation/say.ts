/**
 * The assistant's words: messages from the `assistant` catalogue namespace in the conversation's
 * language (which may differ from the page's: each message is answered in its own language), with
 * amounts, data and dates written as that language writes them.
 */

import { translate } from "../../../i18n/catalogue.ts";
import { getLocale } from "../../../i18n/locales.ts";
import { soraniDate } from "../../../i18n/sorani-format.ts";
import type { Values } from "../../../i18n/translator.ts";
import type { Lang } from "../types.ts";

export type Say = (key: string, values?: Values) => string;

export const sayIn =
  (lang: Lang): Say =>
  (key, values) =>
    translate(lang, key, values);

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A day as the language writes it, in Baghdad time ("12 December 2026", "١٢ كانون الأول ٢٠٢٦"). */
export function dayText(lang: Lang, at: Date | string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  if (lang === "ku") return soraniDate(date, "long");
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(getLocale(lang).intl, { timeZone: "Asia/Baghdad", dateStyle: "long" });
    dateFormats.set(lang, format);
  }
  return format.format(date);
}

/** What is left of a bucket in its own unit: data in MB/GB (stored in KB), voice in minutes, SMS. */
export function quantityText(lang: Lang, kind: string, quantity: number): string {
  if (kind === "data" || kind === "app_data") {
    const mb = quantity / 1024;
    if (mb >= 1024) return translate(lang, "units.gb", { amount: Math.round((mb / 1024) * 10) / 10 });
    return translate(lang, "units.mb", { amount: Math.round(mb) });
  }
  if (kind === "sms") return translate(lang, "units.sms", { count: quantity });
  return translate(lang, "units.minutes", { count: Math.ceil(quantity / 60) });
}

/**
 * A phone number or reference kept left to right inside Arabic or Kurdish text (Unicode isolates,
 * as `<bdi dir="ltr">` does on a page), so "0780 123 4567" never reads backwards in a plain answer.
 */
export const isolate = (text: string) => `\u2066${text}\u2069`;
