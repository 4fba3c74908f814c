/**
 * The one locale registry (spec section 3). Everything language-related derives from here:
 * path prefixes, <html lang/dir>, Intl formatting, Accept-Language parsing, hreflang.
 */
export const locales = [
  {
    code: "en",
    language: "en",
    name: "English",
    dir: "ltr",
    intl: "en-IQ",
    numbers: "en-IQ",
    plurals: "en",
    collation: "en",
    htmlLang: "en",
    hreflang: "en",
  },
  {
    code: "ar",
    language: "ar",
    name: "العربية",
    dir: "rtl",
    intl: "ar-IQ",
    numbers: "ar-IQ",
    plurals: "ar",
    collation: "ar",
    htmlLang: "ar",
    hreflang: "ar",
  },
  {
    // Kurdish Sorani in Arabic script. Intl's "ku" is Kurmanji (Latin, LTR), so lang and Intl use "ckb".
    code: "ku",
    language: "ckb",
    name: "کوردی",
    dir: "rtl",
    intl: "ckb-IQ",
    // Many browsers ship no "ckb" data and would print English. Sorani writes numbers exactly as
    // Arabic does, its plural rule (one for 1, other otherwise) is English's, and Arabic-script
    // sorting suits it; dates and lists come from src/i18n/sorani-format.ts. Server and browser
    // then print the same text (a hydration mismatch otherwise).
    numbers: "ar-IQ",
    plurals: "en",
    collation: "ar",
    htmlLang: "ckb",
    hreflang: "ckb",
  },
] as const;

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale["code"];
export const localeCodes = locales.map((l) => l.code) as LocaleCode[];
export const defaultLocale: LocaleCode = "en";

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && (localeCodes as string[]).includes(value);
}

export function getLocale(code: LocaleCode): Locale {
  const found = locales.find((l) => l.code === code);
  if (!found) throw new Error(`Unknown locale ${code}`);
  return found;
}

/** Maps a BCP 47 tag to one of ours: ar* → ar; ckb* and ku* → ku; en* → en; anything else: none. */
export function localeFromTag(tag: string): LocaleCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "ar") return "ar";
  if (primary === "ckb" || primary === "ku") return "ku";
  if (primary === "en") return "en";
  return undefined;
}

/** Picks our best locale from an Accept-Language header, honouring q-values; falls back to English. */
export function localeFromAcceptLanguage(header: string | null | undefined): LocaleCode {
  if (!header) return defaultLocale;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const code = localeFromTag(tag);
    if (code) return code;
  }
  return defaultLocale;
}
