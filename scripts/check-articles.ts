/**
 * Validates content/articles: categories.json and every article file (schema, same body blocks in
 * each language, Sorani, no placeholder, known category, unique slugs, images that exist).
 * `node scripts/check-articles.ts [file...]`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { checkArticleFile } from "../src/content/check-article-file.ts";
import { categoriesFileSchema } from "../src/contracts/article-content.ts";

const root = "content/articles";
const categories = categoriesFileSchema.parse(JSON.parse(readFileSync(join(root, "categories.json"), "utf8")));

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (path.endsWith(".json") && entry !== "categories.json") yield path;
  }
}

const files = process.argv.length > 2 ? process.argv.slice(2) : [...walk(root)];
let failures = 0;
for (const file of files) {
  const data = JSON.parse(readFileSync(file, "utf8"));
  const problems = checkArticleFile(file, data, categories);
  const image = data?.image?.src;
  if (typeof image === "string" && !existsSync(join("public", image)))
    problems.push(`image ${image} is not in public/`);
  if (problems.length > 0) {
    failures += 1;
    console.error(`${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}
console.log(`${files.length - failures} of ${files.length} article files are valid.`);
process.exit(failures > 0 ? 1 : 0);
