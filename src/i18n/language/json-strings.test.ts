import { expect, test } from "vitest";
import { jsonStrings, replaceStrings } from "./json-strings.ts";

const raw = `{
  "slug": "a",
  "translations": {
    "ar": { "title": "باقة 10", "items": ["x \\"y\\"", { "text": "z" }] }
  }
}
`;

test("string values come with their path; keys are not values", () => {
  expect(jsonStrings(raw).map((s) => [s.path.join("."), s.value])).toEqual([
    ["slug", "a"],
    ["translations.ar.title", "باقة 10"],
    ["translations.ar.items.0", 'x "y"'],
    ["translations.ar.items.1.text", "z"],
  ]);
});

test("a replaced value leaves the rest of the file byte for byte", () => {
  const title = jsonStrings(raw).find((s) => s.path.at(-1) === "title");
  if (!title) throw new Error("title not found");
  const out = replaceStrings(raw, [{ start: title.start, end: title.end, value: "باقة ١٠" }]);
  expect(out).toBe(raw.replace("باقة 10", "باقة ١٠"));
});
