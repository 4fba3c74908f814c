import { expect, test } from "vitest";
import { findConcepts, words } from "./cues.ts";
import { normalise, tokenise } from "./normalise.ts";
import { stems } from "./stems.ts";

test("letters an Arabic keyboard lacks meet their Arabic stand-ins, so Sorani typed either way reads the same", () => {
  expect(normalise("گیگا")).toBe(normalise("كيكا"));
  expect(normalise("پاکێج")).toBe(normalise("باكيج"));
  expect(normalise("پسوولەی ئەم مانگە")).toBe(normalise("پسوولهي ئهم مانگه"));
  expect(normalise("چەند")).toBe(normalise("جهند"));
});

test("drawn-out letters count once, digits of any script become Latin and split from their unit", () => {
  expect(normalise("شكراااا")).toBe("شكرا");
  expect(normalise("pleaseeee")).toBe("please");
  expect(tokenise("5GB")).toEqual(["5", "gb"]);
  expect(tokenise("١٠كيكا")).toEqual(["10", "كيكا"]);
  expect(tokenise("٥٠٠٠ ۲۵")).toEqual(["5000", "25"]);
});

test("glued-on Arabic and Sorani parts come off: article, prepositions, pronouns, Sorani articles", () => {
  expect(stems("بالمفتوح")).toContain("مفتوح");
  expect(stems("فاتورتي")).toContain("فاتوره");
  expect(stems(normalise("پاکێجەکەم"))).toContain(normalise("پاکێج"));
  expect(stems(normalise("هێڵەکانم"))).toContain(normalise("هێڵ"));
  expect(stems("balance")).toEqual(["balance"]);
});

test("cues find their concepts through typos, suffixes and spelling variants, but not inside other words", () => {
  const has = (text: string, concept: string) => findConcepts(words(text)).has(concept as never);
  expect(has("wats my balence", "balance")).toBe(true);
  expect(has("how many minuts left", "units")).toBe(true);
  expect(has("رومينگ دابخه", "off")).toBe(true);
  expect(has("ڕۆمینگ دابخە", "roaming")).toBe(true);
  // "on" is not "one", "store" is not "stole", "بكيفي" (a bundle) is not "كيف" (how).
  expect(has("one bundle", "on")).toBe(false);
  expect(has("zain store", "lost")).toBe(false);
  expect(has("اريد بكيفي 210", "howto")).toBe(false);
});
