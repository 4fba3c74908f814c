import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { routeManifest } from "../../app/route-manifest.ts";
import { helpArticle } from "../../tests/factories/articles.ts";
import { readArticleFiles, readCategories } from "../seed/article-steps.server.ts";
import { checkArticleFile } from "./check-article-file.ts";

const categories = readCategories();
const root = "content/articles";
const files = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(root, d.name)).map((f) => join(root, d.name, f)));

test("every article file is valid: schema, known category, same blocks in each language, Sorani, no placeholder", () => {
  const problems = files.flatMap((file) =>
    checkArticleFile(file, JSON.parse(readFileSync(file, "utf8")), categories).map((p) => `${file}: ${p}`),
  );
  expect(problems).toEqual([]);
});

test("article slugs are unique, images exist, and links inside articles lead to pages that exist", () => {
  const articles = readArticleFiles();
  const slugs = articles.map((a) => a.slug);
  expect(slugs.length).toBe(new Set(slugs).size);
  expect(articles.filter((a) => a.image).length, "articles with an image").toBeGreaterThan(0);
  expect(articles.filter((a) => a.image && !existsSync(join("public", a.image.src))).map((a) => a.slug)).toEqual([]);
  const known = new Set(
    routeManifest.map((r) => `/${r.path.replaceAll("{product}", "zain")}`.replace(/\/$/, "") || "/"),
  );
  const links = articles.flatMap((a) =>
    (JSON.stringify(a.translations).match(/"href":"(\/[^"?#]*)/g) ?? []).map(
      (h) => [a.slug, h.slice(8).replace(/\/$/, "") || "/"] as const,
    ),
  );
  expect(links.length, "links inside articles").toBeGreaterThan(0);
  expect(links.filter(([, href]) => !known.has(href)).map(([slug, href]) => `${slug}: ${href}`)).toEqual([]);
});

test("the checker rejects Arabic reused as Kurdish, placeholder text, an unknown topic and a job without details", () => {
  const file = "content/articles/help/test-fast-internet-settings.json";
  const good = helpArticle();
  expect(checkArticleFile(file, good, categories)).toEqual([]);
  const reused = structuredClone(good);
  reused.translations.ku = structuredClone(good.translations.ar);
  expect(checkArticleFile(file, reused, categories).join(" ")).toMatch(/Sorani|reuses/);
  const placeholder = structuredClone(good);
  placeholder.translations.en.title = "Coming soon";
  expect(checkArticleFile(file, placeholder, categories)).toContain("en: placeholder text");
  expect(checkArticleFile(file, { ...good, category: "gardening" }, categories).join(" ")).toMatch(/gardening/);
  expect(
    checkArticleFile(
      "content/articles/job/x.json",
      { ...good, kind: "job", category: undefined, slug: "x" },
      categories,
    ).join(" "),
  ).toMatch(/job/);
});

test("the placeholder check catches Arabic 'coming soon' as a word, not inside 'about'", () => {
  const file = "content/articles/help/test-fast-internet-settings.json";
  const about = helpArticle();
  about.translations.ar.summary = `${about.translations.ar.summary} يستغرق ذلك تقريباً دقيقتين.`;
  expect(checkArticleFile(file, about, categories)).toEqual([]);
  const soon = helpArticle();
  soon.translations.ar.title = "قريباً";
  expect(checkArticleFile(file, soon, categories)).toContain("ar: placeholder text");
});
