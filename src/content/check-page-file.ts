import { existsSync } from "node:fs";
import { type PageFile, pageFileSchema } from "../contracts/page-content.ts";
import { portraitSrc, REPORTS_PAGE } from "../contracts/page-values.ts";
import { toLatinDigits } from "../i18n/language/text-rules.ts";

// "Coming soon" in Arabic only as a word of its own: تقريباً ("about") is fine.
export const PLACEHOLDER =
  /lorem ipsum|coming soon|placeholder|\bTODO\b|\bTBD\b|(?<![\u0600-\u06FF])قريباً?(?![\u0600-\u06FF])|بەم زووانە/i;
// Letters Sorani uses and Arabic does not; a Kurdish page without them is Arabic reused.
export const SORANI = /[ەێۆڕڵڤ]/g;

/** Every problem with one content file, as readable sentences; empty when the file is good. */
export function checkPageFile(file: string, data: unknown): string[] {
  const parsed = pageFileSchema.safeParse(data);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  }
  const page: PageFile = parsed.data;
  const problems: string[] = [];
  const expectedName = `${page.slug || "home"}.json`;
  if (!file.replaceAll("\\", "/").endsWith(`content/pages/${expectedName}`)) {
    problems.push(`file should be content/pages/${expectedName}`);
  }
  const { en, ar, ku } = page.translations;
  const shape = (t: typeof en) => t.blocks.map((b) => b.type).join(",");
  if (shape(ar) !== shape(en) || shape(ku) !== shape(en)) {
    problems.push(`blocks differ across languages: en [${shape(en)}] ar [${shape(ar)}] ku [${shape(ku)}]`);
  }
  for (const [locale, t] of Object.entries(page.translations)) {
    const all = JSON.stringify(t);
    if (PLACEHOLDER.test(all)) problems.push(`${locale}: placeholder text`);
    if (locale !== "en" && !/[\u0600-\u06FF]/.test(t.title)) problems.push(`${locale}: title is not in Arabic script`);
  }
  problems.push(...sameAcrossLanguages(page));
  const soraniLetters = JSON.stringify(ku).match(SORANI)?.length ?? 0;
  if (soraniLetters < 10) problems.push("ku: does not read as Sorani (too few of ە ێ ۆ ڕ ڵ)");
  if (ku.title === ar.title || ku.description === ar.description) problems.push("ku: reuses the Arabic text");
  return problems;
}

/**
 * What must not differ by language: the same people with the same portraits (drawn, in
 * public/images/people/), the same reports with the same ids, years and dates. Reports are served
 * only from the investor-relations page (app/routes/investor-report.tsx).
 */
/** A figure's number in Latin digits: Arabic and Kurdish write "٣٨٪" where English writes "38%" (066). */
const figureOf = (value: string) =>
  toLatinDigits(value)
    .replace(/٬/g, ",")
    .replace(/٫/g, ".")
    .replace(/٪/g, "%")
    .replace(/[^0-9.,/%]/g, "");

function sameAcrossLanguages(page: PageFile): string[] {
  const problems: string[] = [];
  const facts = (t: PageFile["translations"]["en"]) =>
    JSON.stringify(
      t.blocks.map((b) =>
        b.type === "people"
          ? b.items.map((p) => p.portrait)
          : b.type === "reports"
            ? b.items.map((r) => [r.id, r.year, r.published, r.figures?.length ?? 0, r.sections.length])
            : b.type === "figures"
              ? b.items.map((f) => figureOf(f.value))
              : null,
      ),
    );
  const { en, ar, ku } = page.translations;
  if (facts(ar) !== facts(en) || facts(ku) !== facts(en)) {
    problems.push("people, figures or reports differ across languages (portraits, values, report ids or dates)");
  }
  for (const b of en.blocks) {
    if (b.type === "people") {
      for (const p of b.items) {
        if (!existsSync(`public${portraitSrc(p.portrait)}`))
          problems.push(`portrait ${p.portrait}: no public${portraitSrc(p.portrait)}`);
      }
    }
    if (b.type === "reports" && page.slug !== REPORTS_PAGE)
      problems.push(`reports are served only from ${REPORTS_PAGE}`);
  }
  return problems;
}
