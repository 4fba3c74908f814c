/**
 * The language glossary (decision 066): how brand and product names, units and Kurdish words are
 * written in Arabic and Kurdish, and which Latin terms and numbers stay Latin. The language check
 * enforces it; the SMS code takes the brand's name per language from it.
 */
import data from "./glossary.json" with { type: "json" };

export type TextLocale = "en" | "ar" | "ku";
export type RtlLocale = "ar" | "ku";

export type GlossaryName = {
  en: string;
  ar: string;
  ku: string;
  /** Latin spellings that must not appear in Arabic or Kurdish text. */
  latin: string[];
  /** Latin phrases that contain a spelling above but are another company's product. */
  notThis?: string[];
  /** Other script spellings of the name that are wrong in that language. */
  variants?: Partial<Record<RtlLocale, string[]>>;
};

export type Glossary = {
  names: GlossaryName[];
  keepLatin: { term: string; why: string }[];
  units: ({ latin: string } & Record<RtlLocale, string>)[];
  serviceNumbers: string[];
  kurdishSpellings: { use: string; not: string[] }[];
};

export const glossary: Glossary = data;

/** The short brand as readers of `locale` write it, signing SMS notices: "Zain", "زين", "زەین". */
export function brandFor(locale: TextLocale): string {
  return brandNamesOf("Zain")[locale];
}

/** A configured name (BRAND_NAME) in each language: the glossary's spellings, or the name as set. */
export function brandNamesOf(name: string): Record<TextLocale, string> {
  const known = glossary.names.find((n) => n.en === name);
  return known ? { en: known.en, ar: known.ar, ku: known.ku } : { en: name, ar: name, ku: name };
}
