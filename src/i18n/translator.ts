/**
 * Turns a message catalogue into `t(key, values)`. A message is a string with `{name}` slots, or
 * plural forms chosen by the language's rules (Intl.PluralRules: Arabic has six, Sorani two);
 * `{count}` is formatted for the locale. Missing keys fall back to English, then to the key.
 */
import { getLocale, type LocaleCode } from "./locales.ts";

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralForms;
export type Messages = Record<string, Message>;
export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

/** Intl objects are costly to build and never change: one pair per language for the process. */
const rulesByLocale = new Map<LocaleCode, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();

function rulesOf(locale: LocaleCode) {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    const { plurals, numbers } = getLocale(locale);
    rules = { plural: new Intl.PluralRules(plurals), number: new Intl.NumberFormat(numbers) };
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

export function createTranslator(locale: LocaleCode, messages: Messages, fallback: Messages = {}): Translate {
  const { plural, number } = rulesOf(locale);
  return (key, values = {}) => {
    const message = messages[key] ?? fallback[key];
    if (message === undefined) return key;
    const count = values.count;
    const template =
      typeof message === "string"
        ? message
        : (message[typeof count === "number" ? plural.select(count) : "other"] ?? message.other);
    return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
      const value = values[name];
      if (value === undefined) return slot;
      return typeof value === "number" ? number.format(value) : value;
    });
  };
}
