import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ArticleFile, articleFileSchema } from "../../contracts/article-content.ts";
import { catalogueFileSchema } from "../../contracts/catalogue.ts";
import { PURCHASABLE } from "../bundles/eligibility.ts";
import { blockText } from "../search/search-index.ts";
import { buildCatalogue } from "./catalogue.ts";
import type { Knowledge } from "./classify.ts";
import { type ArticleText, buildFaqIndex } from "./retrieval.ts";
import { createUnderstand, type Understand } from "./understand.ts";

const content = fileURLToPath(new URL("../../../content", import.meta.url));

/** Help and FAQ articles as plain text in each language. */
export function articleTexts(files: ArticleFile[]): ArticleText[] {
  return files.map((a) => {
    const text = (lang: "en" | "ar" | "ku") => {
      const t = a.translations[lang];
      return { title: t.title, summary: t.summary, body: blockText(t.body) };
    };
    return { slug: a.slug, audience: a.audience, translations: { en: text("en"), ar: text("ar"), ku: text("ku") } };
  });
}

function readArticles(): ArticleFile[] {
  return ["faq", "help"].flatMap((kind) =>
    readdirSync(join(content, "articles", kind))
      .filter((f) => f.endsWith(".json"))
      .map((f) => articleFileSchema.parse(JSON.parse(readFileSync(join(content, "articles", kind, f), "utf8")))),
  );
}

let cached: Knowledge | undefined;

/** The catalogue and the help articles as the repository ships them (the database is seeded from the same files). */
export function contentKnowledge(): Knowledge {
  if (cached) return cached;
  const catalogue = catalogueFileSchema.parse(
    JSON.parse(readFileSync(join(content, "catalogue", "offerings.json"), "utf8")),
  );
  cached = {
    catalogue: buildCatalogue(catalogue.offerings, PURCHASABLE),
    faq: buildFaqIndex(articleTexts(readArticles())),
  };
  return cached;
}

/** `understand(text, lang?)` over the shipped content. */
export const understand: Understand = (text, lang) => createUnderstand(contentKnowledge())(text, lang);
