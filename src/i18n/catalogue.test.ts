import { expect, test } from "vitest";
import { catalogue } from "./catalogue.ts";
import { catalogueProblems, readSources } from "./catalogue-check.ts";
import { createTranslator } from "./translator.ts";

test("no key is missing, stale, untranslated in ar or ku, or unused in en", () => {
  expect(catalogueProblems(catalogue, readSources())).toEqual([]);
});

test("the check itself notices each kind of problem", () => {
  const problems = catalogueProblems(
    {
      en: { "a.used": "Hello", "a.unused": "Bye", "a.count": { one: "{count} day", other: "{count} days" } },
      ar: { "a.used": "Hello", "a.count": { one: "يوم", other: "أيام" }, "a.extra": "زائد" },
      ku: { "a.used": "سڵاو", "a.unused": "خوات لەگەڵ", "a.count": { one: "ڕۆژ", other: "ڕۆژ" } },
    },
    'useT("a.used"); t("a.count")',
  );
  expect(problems).toEqual(
    expect.arrayContaining([
      'ar: missing "a.unused"',
      'ar: "a.used" is not translated',
      'ar: "a.count" lacks the plural form "few"',
      'ar: stale "a.extra" (not in en)',
      'en: unused "a.unused"',
    ]),
  );
});

test("plurals follow each language's rules: Arabic has six forms", () => {
  const forms = {
    zero: "لا أيام",
    one: "يوم واحد",
    two: "يومان",
    few: "{count} أيام",
    many: "{count} يومًا",
    other: "{count} يوم",
  };
  const t = createTranslator("ar", { days: forms });
  expect([0, 1, 2, 3, 11, 100].map((count) => t("days", { count }))).toEqual([
    "لا أيام",
    "يوم واحد",
    "يومان",
    "٣ أيام",
    "١١ يومًا",
    "١٠٠ يوم",
  ]);
  const ku = createTranslator("ku", { days: { one: "{count} ڕۆژ", other: "{count} ڕۆژ" } });
  expect(ku("days", { count: 5 })).toBe("٥ ڕۆژ");
});
