import { expect, test } from "vitest";
import { handsetSpellings } from "./handset-spellings.ts";
import { foldHandsetText, handsetSearchWords } from "./handset-words.ts";

test("Arabic and Kurdish spellings of brands and model words become the handset list's Latin words", () => {
  expect(handsetSearchWords("غالاكسي A15")).toEqual(["galaxy", "a15"]);
  expect(handsetSearchWords("ئایفۆن")).toEqual(["iphone"]);
  expect(handsetSearchWords("آيفون 16 برو ماكس")).toEqual(["iphone", "16", "pro", "max"]);
  expect(handsetSearchWords("سامسونگ گالاکسی")).toEqual(["samsung", "galaxy"]);
  expect(handsetSearchWords("سامسونج")).toEqual(["samsung"]);
  expect(handsetSearchWords("شاومي ريدمي نوت 13")).toEqual(["xiaomi", "redmi", "note", "13"]);
  expect(handsetSearchWords("هواوي نوفا")).toEqual(["huawei", "nova"]);
  expect(handsetSearchWords("وان بلس نورد")).toEqual(["oneplus", "nord"]);
  expect(handsetSearchWords("الايفون")).toEqual(["iphone"]);
});

test("Arabic-Indic and Persian digits are read as 0-9, also when glued to a word", () => {
  expect(handsetSearchWords("ئایفۆن ١٥")).toEqual(["iphone", "15"]);
  expect(handsetSearchWords("ايفون١٥")).toEqual(["iphone", "15"]);
  expect(handsetSearchWords("گالاکسی A۵۵")).toEqual(["galaxy", "a55"]);
  expect(foldHandsetText("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789 0123456789");
});

test("Latin queries and model codes are left as they were typed, lower case", () => {
  expect(handsetSearchWords("SM-A155F")).toEqual(["sm", "a155f"]);
  expect(handsetSearchWords("Galaxy  S24+")).toEqual(["galaxy", "s24+"]);
  expect(handsetSearchWords("%%%")).toEqual([]);
});

test("every spelling in the table reads as its own Latin word, and no spelling is claimed by two words", () => {
  const owner = new Map<string, string>();
  for (const [latin, written] of Object.entries(handsetSpellings)) {
    for (const w of written) {
      expect(handsetSearchWords(w), w).toEqual([latin]);
      const folded = foldHandsetText(w);
      expect(owner.get(folded) ?? latin, `${w} is both ${owner.get(folded)} and ${latin}`).toBe(latin);
      owner.set(folded, latin);
    }
  }
});
