import { type ArticleFile, articleFileSchema, type CategoriesFile } from "../contracts/article-content.ts";
import { PLACEHOLDER, SORANI } from "./check-page-file.ts";

/** Every problem with one article file, as readable sentences; empty when the file is good. */
export function checkArticleFile(file: string, data: unknown, categories: CategoriesFile): string[] {
  const parsed = articleFileSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  const a: ArticleFile = parsed.data;
  const problems: string[] = [];
  if (!file.replaceAll("\\", "/").endsWith(`content/articles/${a.kind}/${a.slug}.json`)) {
    problems.push(`file should be content/articles/${a.kind}/${a.slug}.json`);
  }
  if (a.category) {
    const known =
      a.kind === "blog"
        ? categories.blog.some((c) => c.slug === a.category)
        : categories.help.some((c) => c.slug === a.category && c.audience === a.audience);
    if (!known) problems.push(`category "${a.category}" is not in categories.json for ${a.kind} (${a.audience})`);
  }
  const { en, ar, ku } = a.translations;
  const shape = (t: typeof en) => t.body.map((b) => b.type).join(",");
  if (shape(ar) !== shape(en) || shape(ku) !== shape(en)) {
    problems.push(`body blocks differ across languages: en [${shape(en)}] ar [${shape(ar)}] ku [${shape(ku)}]`);
  }
  for (const [locale, t] of Object.entries(a.translations)) {
    if (PLACEHOLDER.test(JSON.stringify(t))) problems.push(`${locale}: placeholder text`);
    if (locale !== "en" && !/[\u0600-\u06FF]/.test(t.title)) problems.push(`${locale}: title is not in Arabic script`);
  }
  if ((JSON.stringify(ku).match(SORANI)?.length ?? 0) < 10)
    problems.push("ku: does not read as Sorani (too few of ە ێ ۆ ڕ ڵ)");
  if (ku.title === ar.title || ku.summary === ar.summary) problems.push("ku: reuses the Arabic text");
  return problems;
}
