import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { routeManifest } from "../../app/route-manifest.ts";
import { readPageFiles } from "../seed/content-steps.server.ts";
import { checkPageFile } from "./check-page-file.ts";

const files = readPageFiles();

test("every route of the site has a content record in all three languages", () => {
  const slugs = new Set(files.map((f) => f.slug));
  const missing = routeManifest.map((r) => r.path).filter((path) => !slugs.has(path));
  expect(missing).toEqual([]);
});

test("every content file is valid: schema, same blocks in each language, Sorani, no placeholder", () => {
  const problems = files.flatMap((page) => {
    const file = `content/pages/${page.slug || "home"}.json`;
    return checkPageFile(file, JSON.parse(readFileSync(file, "utf8"))).map((p) => `${file}: ${p}`);
  });
  expect(problems).toEqual([]);
});

test("the layout in each content file is the layout the route table gives the page", () => {
  const layouts = new Map(routeManifest.map((r) => [r.path, r.layout]));
  const wrong = files.filter((f) => layouts.has(f.slug) && layouts.get(f.slug) !== f.layout).map((f) => f.slug);
  expect(wrong).toEqual([]);
});

test("links inside content lead to pages that exist", () => {
  const known = new Set(
    routeManifest.map((r) => `/${r.path.replaceAll("{product}", "zain")}`.replace(/\/$/, "") || "/"),
  );
  const broken = files.flatMap((page) => {
    const hrefs = JSON.stringify(page.translations).match(/"href":"(\/[^"?#]*)/g) ?? [];
    return hrefs
      .map((h) => h.slice(8).replace(/\/$/, "") || "/")
      .filter((href) => !known.has(href))
      .map((href) => `${page.slug}: ${href}`);
  });
  expect(broken).toEqual([]);
});

test("the checker rejects Arabic text reused as Kurdish, and placeholder text", () => {
  const page = JSON.parse(readFileSync("content/pages/about-us/legal.json", "utf8"));
  const reused = { ...page, translations: { ...page.translations, ku: page.translations.ar } };
  expect(checkPageFile("content/pages/about-us/legal.json", reused)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^ku: /)]),
  );
  const placeholder = structuredClone(page);
  placeholder.translations.en.blocks[0].title = "Coming soon";
  expect(checkPageFile("content/pages/about-us/legal.json", placeholder)).toContain("en: placeholder text");
});
