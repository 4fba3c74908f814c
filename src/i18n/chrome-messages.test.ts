import { expect, test } from "vitest";
import { FALLBACK_PREFIXES, fallbackMessages } from "./chrome-messages.ts";
import enCommon from "./messages/en/common.json" with { type: "json" };

test("the browser's English fallback is exactly the catalogue's error page, search and skip-link text", () => {
  const expected = Object.fromEntries(
    Object.entries(enCommon).filter(([key]) => FALLBACK_PREFIXES.some((prefix) => key.startsWith(prefix))),
  );
  expect(fallbackMessages).toEqual(expected);
});
