import { expect, test } from "vitest";
import { detectLanguage } from "./language.ts";

test("Latin script is English, Sorani letters are Kurdish, plain Arabic letters are Arabic", () => {
  expect(detectLanguage("how much balance i got")).toBe("en");
  expect(detectLanguage("پاکێجی مانگانەکەم کەی بەسەر دەچێ")).toBe("ku");
  expect(detectLanguage("شكد باقي نت")).toBe("ar");
  expect(detectLanguage("اريد الباقه الاسبوعيه 1 كيكا")).toBe("ar");
});

test("Kurdish typed on an Arabic keyboard is still Kurdish, told by its common words", () => {
  expect(detectLanguage("پسوولهي ئهم مانگهم چهنده")).toBe("ku");
  expect(detectLanguage("رومينگ دابخه")).toBe("ku");
  expect(detectLanguage("باڵانس چەندە")).toBe("ku");
});
