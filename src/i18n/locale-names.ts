/**
 * Each language's name in English and in Arabic, for the API's list of locales (GET /locales).
 * Apart from the registry (locales.ts), which every page's script carries: no page shows them.
 */
import type { LocaleCode } from "./locales.ts";

export const localeNames: Record<LocaleCode, { englishName: string; arabicName: string }> = {
  en: { englishName: "English", arabicName: "الإنجليزية" },
  ar: { englishName: "Arabic", arabicName: "العربية" },
  ku: { englishName: "Kurdish (Sorani)", arabicName: "الكردية" },
};
