import { expect, test } from "vitest";
import { understand } from "./knowledge.server.ts";
import { conjugate } from "./lexicon/ku-verbs.ts";

/**
 * Sorani as people type it (round 3): verbs in their moods and persons, definite and ezafe forms,
 * Arabic-keyboard spellings and Arabic words in Sorani. None of these texts is in a labelled set.
 */
const intent = (text: string) => understand(text).intent;

test("a verb is generated in the forms people type, with no form that means something else", () => {
  const off = conjugate({ stem: "خە", pre: "دا", spoken: true });
  for (const form of ["=دابخە", "=دایبخە", "=داخە", "=دادەخەم", "=دابخەن"]) expect(off).toContain(form);
  // Folded, "دەکڕێت"/"دەکڕیت" would be "دەکرێت" (it can be done): the present has no such persons.
  expect(conjugate({ stem: "کڕ" })).not.toContain("=دەکڕێت");
  expect(conjugate({ stem: "کڕ" })).not.toContain("=دەکڕیت");
});

test("switching off and on in imperative, spoken and present forms", () => {
  for (const text of ["ئینتەرنێتەکەم دایبخە", "داتاکەم داخە تکایە", "نێتەکە بکوژێنەوە", "ڕۆمینگەکەم ڕابگرە"])
    expect([text, intent(text)]).toEqual([text, text.includes("ڕۆمینگ") ? "roaming_off" : "data_off"]);
  expect(intent("داتای مۆبایلەکەم کارا بکە")).toBe("data_on");
});

test("a compound verb around its object, and 'I want' in its spoken forms", () => {
  expect(understand("بەشداری پاکێجی ڕۆژانەی یەک گیگا بکە")).toMatchObject({
    intent: "buy_bundle",
    bundle: "daily-1gb",
  });
  expect(understand("پاکێجی هەفتانەی بێسنوورم دەمەوی")).toMatchObject({
    intent: "buy_bundle",
    bundle: "weekly-unlimited",
  });
  expect(intent("ئەنلیمیتی مانگانەم ناوێت")).not.toBe("buy_bundle");
});

test("ezafe, -ەوە and a verb with ب are not read as other words", () => {
  // "نێتی" (the net of) is not the Arabic "نية" folded to the negation "نیە".
  expect(intent("نێتی مۆبایلەکەم هەڵبکە")).toBe("data_on");
  // "بدە" (give) is not "ب" + "ده" (ten).
  expect(intent("باڵانسەکەم نیشان بدە")).toBe("balance");
  expect(understand("لە تورکیاوە چۆن پەیوەندی بە دایکم بکەم")).toMatchObject({ intent: "faq" });
});

test("Arabic-keyboard spellings and Arabic words said in Sorani", () => {
  expect(intent("انترنێتەكەم كارا بكە")).toBe("data_on");
  expect(intent("اشتراكی هەفتانەم كەی تەواو دەبێت")).toBe("bundle_expiry");
  expect(intent("چەند قەرزارم بۆ زەین؟")).toBe("last_bill");
});
