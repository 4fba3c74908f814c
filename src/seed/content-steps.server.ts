import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type PageFile, pageFileSchema } from "../contracts/page-content.ts";
import { saveTranslations } from "../domain/i18n/translations.ts";
import { savePage } from "../domain/pages/pages.ts";
import { catalogue } from "../i18n/catalogue.ts";
import { localeCodes } from "../i18n/locales.ts";
import type { SeedStep } from "./run-seed.server.ts";

const pagesDir = fileURLToPath(new URL("../../content/pages", import.meta.url));

export const translationsStep: SeedStep = {
  name: "translations",
  demoOnly: false,
  content: () => catalogue,
  run: async ({ db }) => {
    for (const locale of localeCodes) await saveTranslations({ db }, locale, catalogue[locale]);
    return { locales: localeCodes.length };
  },
};

/** Reads every page file; `{product}` in slugs becomes the configured brand slug. */
export function readPageFiles(dir = pagesDir): PageFile[] {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d).sort()) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith(".json")) files.push(path);
    }
  };
  walk(dir);
  return files.map((file) => {
    const parsed = pageFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    return parsed.data;
  });
}

export const pagesStep: SeedStep = {
  name: "pages",
  demoOnly: false,
  content: (config) => ({ brand: config.brand.slug, pages: readPageFiles() }),
  run: async ({ db, config }) => {
    const files = readPageFiles();
    for (const page of files) {
      // The home page's file has the empty slug (its path); it is stored under "home".
      const slug = page.slug === "" ? "home" : page.slug.replaceAll("{product}", config.brand.slug);
      await savePage({ db }, { ...page, slug });
    }
    return { pages: files.length };
  },
};
