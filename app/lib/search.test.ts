import { expect, test } from "vitest";
import { queryOf, resultHref } from "./search.ts";

test("a result's path takes the language prefix, keeping its query and #section", () => {
  expect(resultHref("ar", "/prepaid/data-only-offers")).toBe("/ar/prepaid/data-only-offers");
  expect(resultHref("ku", "/support/knowledge-center?article=apn-settings")).toBe(
    "/ku/support/knowledge-center?article=apn-settings",
  );
  expect(resultHref("en", "/support/knowledge-center?topic=sim#lost-sim")).toBe(
    "/en/support/knowledge-center?topic=sim#lost-sim",
  );
  expect(resultHref("en", "/about-us/legal#terms")).toBe("/en/about-us/legal#terms");
});

test("the home page is the bare language prefix, with or without a query", () => {
  expect(resultHref("ar", "/")).toBe("/ar");
  expect(resultHref("en", "/?tab=offers")).toBe("/en?tab=offers");
  expect(resultHref("ku", "#offers")).toBe("/ku#offers");
});

test("the query is trimmed and cut to what the API accepts", () => {
  expect(queryOf(new URL("http://x/en/hyper-result?q=%20Power%2040%20"))).toBe("Power 40");
  expect(queryOf(new URL("http://x/en/hyper-result"))).toBe("");
  expect(queryOf(new URL(`http://x/en/hyper-result?q=${"a".repeat(300)}`))).toHaveLength(200);
});
