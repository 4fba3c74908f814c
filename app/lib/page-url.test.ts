import { expect, test } from "vitest";
import { pageUrlOf, restOfPath } from "./page-url.ts";

const of = (url: string) => {
  const u = pageUrlOf(new Request(url));
  return `${u.pathname}${u.search}`;
};

test("data requests of client navigations are read as the page they are for", () => {
  expect(of("http://x/en/prepaid/new-sim.data?_routes=routes%2Fcontent-page")).toBe("/en/prepaid/new-sim");
  expect(of("http://x/ar/_.data")).toBe("/ar");
  expect(of("http://x/_root.data")).toBe("/");
  expect(of("http://x/ku/myzain.data?tab=2&_routes=a")).toBe("/ku/myzain?tab=2");
  expect(of("http://x/en/prepaid/new-sim?ref=1")).toBe("/en/prepaid/new-sim?ref=1");
});

test("the rest of a path after the language", () => {
  expect(restOfPath("/en/prepaid/new-sim/")).toBe("prepaid/new-sim");
  expect(restOfPath("/ar")).toBe("");
});
