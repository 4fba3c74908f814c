import { expect, test } from "vitest";
import { preloadsAfterContent } from "./preloads-after-content.ts";

const preload = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js"/>`;

test("every module preload in the head moves, in order, to just before the router's scripts", () => {
  const html = `<html><head>${preload("a")}<title>t</title>${preload("b")}</head><body><p>x</p><script>window.__reactRouterContext={}</script></body></html>`;
  expect(preloadsAfterContent(html)).toBe(
    `<html><head><title>t</title></head><body><p>x</p>${preload("a")}${preload("b")}<script>window.__reactRouterContext={}</script></body></html>`,
  );
});

test("without the router's scripts they go to the end of the body; a page without them is unchanged", () => {
  expect(preloadsAfterContent(`<head>${preload("a")}</head><body><p>x</p></body>`)).toBe(
    `<head></head><body><p>x</p>${preload("a")}</body>`,
  );
  const plain = "<head><title>t</title></head><body><p>x</p></body>";
  expect(preloadsAfterContent(plain)).toBe(plain);
});
