import { expect, test } from "vitest";
import { BOOT_AFTER_PAINT, LATER_MODULE, LATER_PRELOAD, scriptsAfterPaint } from "./scripts-after-paint.ts";

const preload = (name: string, rel = "modulepreload") => `<link rel="${rel}" href="/assets/${name}.js"/>`;
const context = "<script>window.__reactRouterContext={}</script>";
const boot = '<script type="module" async="">import "/assets/entry.js";</script>';

test("the preloads move to the end, inert, and the router's start-up waits for the first paint", () => {
  const html = `<html><head>${preload("a")}<title>t</title>${preload("b")}</head><body><p>x</p>${context}${boot}</body></html>`;
  expect(scriptsAfterPaint(html)).toBe(
    `<html><head><title>t</title></head><body><p>x</p>${preload("a", LATER_PRELOAD)}${preload("b", LATER_PRELOAD)}` +
      `<script>window.__reactRouterContext={}${BOOT_AFTER_PAINT}</script>` +
      `<script type="${LATER_MODULE}">import "/assets/entry.js";</script></body></html>`,
  );
});

test("without the router's scripts the preloads only move to the end of the body; a page without them is unchanged", () => {
  expect(scriptsAfterPaint(`<head>${preload("a")}</head><body><p>x</p></body>`)).toBe(
    `<head></head><body><p>x</p>${preload("a")}</body>`,
  );
  const plain = "<head><title>t</title></head><body><p>x</p></body>";
  expect(scriptsAfterPaint(plain)).toBe(plain);
});
