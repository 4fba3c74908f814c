import { expect, test } from "vitest";
import { localeFromAcceptLanguage } from "./locales.ts";

test("the browser's language list picks the locale, honouring q-values", () => {
  expect(localeFromAcceptLanguage("ar-IQ,ar;q=0.9,en;q=0.8")).toBe("ar");
  expect(localeFromAcceptLanguage("en;q=0.5, ckb;q=0.9")).toBe("ku");
  expect(localeFromAcceptLanguage("ku-IQ")).toBe("ku");
  expect(localeFromAcceptLanguage("fr-FR, de;q=0.9")).toBe("en");
  expect(localeFromAcceptLanguage("fr, ar;q=0")).toBe("en");
  expect(localeFromAcceptLanguage(undefined)).toBe("en");
});
