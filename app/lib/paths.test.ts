import { expect, test } from "vitest";
import { isSafeRedirect, localizedPath, splitLocale } from "./paths.ts";

test("only same-site relative paths are safe redirect targets", () => {
  expect(isSafeRedirect("/en/myzain?tab=1")).toBe(true);
  for (const bad of [
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/ /evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "",
    null,
    "/a\r\nSet-Cookie: x",
  ]) {
    expect(isSafeRedirect(bad)).toBe(false);
  }
});

test("paths gain and lose the language prefix", () => {
  expect(localizedPath("ku", "/prepaid/new-sim")).toBe("/ku/prepaid/new-sim");
  expect(localizedPath("ar", "/")).toBe("/ar");
  expect(localizedPath("ar", "tel:107")).toBe("tel:107");
  expect(splitLocale("/ar/prepaid/new-sim")).toEqual({ locale: "ar", rest: "/prepaid/new-sim" });
  expect(splitLocale("/prepaid/new-sim")).toEqual({ locale: undefined, rest: "/prepaid/new-sim" });
});
