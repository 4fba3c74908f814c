import { expect, test } from "vitest";
import { tutorialLocale } from "./tutorial-locale.ts";

test("a tutorial's address names the language of its body", () => {
  expect(tutorialLocale("static/zain-fi2-tutorials-en", "zain")).toBe("en");
  expect(tutorialLocale("static/zain-fi2-tutorials-ar", "zain")).toBe("ar");
  expect(tutorialLocale("static/zain-fi2-tutorials-ku", "zain")).toBe("ku");
});

test("other pages, other brands and other languages name none", () => {
  expect(tutorialLocale("static/copy", "zain")).toBeUndefined();
  expect(tutorialLocale("static/acme-fi2-tutorials-en", "zain")).toBeUndefined();
  expect(tutorialLocale("static/zain-fi2-tutorials-fr", "zain")).toBeUndefined();
  expect(tutorialLocale("business/zain-fi2-tutorials-en", "zain")).toBeUndefined();
});
