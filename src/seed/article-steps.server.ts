import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ArticleFile, articleFileSchema, categoriesFileSchema } from "../contracts/article-content.ts";
import { saveArticles } from "../domain/articles/articles.ts";
import { rebuildSearchIndex } from "../domain/search/search-index.ts";
import { readCatalogue } from "./catalogue-step.server.ts";
import { readPageFiles } from "./content-steps.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

const articlesDir = fileURLToPath(new URL("../../content/articles", import.meta.url));

export function readCategories(dir = articlesDir) {
  return categoriesFileSchema.parse(JSON.parse(readFileSync(join(dir, "categories.json"), "utf8")));
}

/** Every article file under content/articles/<kind>/. */
export function readArticleFiles(dir = articlesDir): ArticleFile[] {
  const files: string[] = [];
  for (const kind of readdirSync(dir).sort()) {
    const sub = join(dir, kind);
    if (!statSync(sub).isDirectory()) continue;
    for (const entry of readdirSync(sub).sort()) if (entry.endsWith(".json")) files.push(join(sub, entry));
  }
  return files.map((file) => {
    const parsed = articleFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    return parsed.data;
  });
}

export const articlesStep: SeedStep = {
  name: "articles",
  demoOnly: false,
  content: () => ({ categories: readCategories(), articles: readArticleFiles() }),
  run: async ({ db }) => saveArticles(db, readCategories(), readArticleFiles()),
};

/** Last: the index is built from what the steps before wrote, whenever any of it changed. */
export const searchIndexStep: SeedStep = {
  name: "search-index",
  demoOnly: false,
  content: (config) => ({
    version: 1,
    brand: config.brand.slug,
    pages: readPageFiles(),
    catalogue: readCatalogue(),
    articles: readArticleFiles(),
  }),
  run: async ({ db }) => rebuildSearchIndex(db),
};
