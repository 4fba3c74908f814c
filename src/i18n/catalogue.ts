/**
 * The bundled message catalogue: English is the source, Arabic and Kurdish must have every key.
 * The API serves it (from the database, seeded from these files); the web app falls back to it.
 */

import type { LocaleCode } from "./locales.ts";
import arErrors from "./messages/ar/errors.json" with { type: "json" };
import enErrors from "./messages/en/errors.json" with { type: "json" };
import kuErrors from "./messages/ku/errors.json" with { type: "json" };

export type Messages = Record<string, string>;

export const catalogue: Record<LocaleCode, Messages> = {
  en: { ...enErrors },
  ar: { ...arErrors },
  ku: { ...kuErrors },
};

/** Looks a key up, falling back to English, then to the key itself, and fills `{name}` slots. */
export function translate(locale: LocaleCode, key: string, values: Record<string, string | number> = {}): string {
  const template = catalogue[locale][key] ?? catalogue.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
