import { expect, test } from "vitest";
import { fold, foldWithMap, queryTerms } from "./fold.ts";

test("Arabic diacritics, tatweel, alef and hamza forms, ta marbuta and alef maqsura fold away", () => {
  expect(fold("الإِنْتَرْنِت")).toBe(fold("الانترنت"));
  expect(fold("أسعار آمنة")).toBe("اسعار امنه");
  expect(fold("مستشفى")).toBe(fold("مستشفي"));
  expect(fold("بـــاقة")).toBe("باقه");
  expect(fold("مسؤول")).toBe(fold("مسوول"));
});

test("Kurdish written with Arabic letter forms matches the Sorani spelling", () => {
  expect(fold("پەیوەندی")).toBe(fold("پهیوهندي"));
  expect(fold("کارتی پڕکردنەوە")).toBe(fold("كارتي پركردنهوه"));
  expect(fold("هێڵ")).toBe(fold("هيل"));
});

test("digits in any script, case and Latin accents", () => {
  expect(fold("٤G باقة ١٠ GB")).toBe("4g باقه 10 gb");
  expect(fold("Café  Wi-Fi")).toBe("cafe wi fi");
  expect(queryTerms("  data   DATA bundle ")).toEqual(["data", "bundle"]);
});

test("the map leads every folded character back to where it came from", () => {
  const text = "الإِنْتَرْنِت السريع";
  const { folded, origin } = foldWithMap(text);
  const at = folded.indexOf("السريع");
  expect(text.slice(origin[at])).toBe("السريع");
});

test("joiners inside Kurdish words join, presentation forms open, and highlights survive characters outside the basic plane", async () => {
  const { highlight } = await import("./highlight.ts");
  expect(fold("وای‌فای")).toBe(fold("وایفای"));
  expect(fold("ﻻ")).toBe("لا");
  expect(
    highlight("x 𝐀𝐁 y", queryTerms("𝐀𝐁"))
      .filter((s) => s.hit)
      .map((s) => s.text),
  ).toEqual(["𝐀𝐁"]);
  expect(
    highlight("😀 باقة", ["باقه"])
      .filter((s) => s.hit)
      .map((s) => s.text),
  ).toEqual(["باقة"]);
});
