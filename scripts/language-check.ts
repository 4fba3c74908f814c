/**
 * `npm run language:check`: brand names, digits, percent signs and Kurdish spelling in every
 * Arabic and Kurdish text, as decision 066 and src/i18n/language/glossary.json set them.
 * `--fix` rewrites what can be fixed mechanically, value by value, keeping each file's layout.
 * Files may be named to check only those.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { replaceStrings } from "../src/i18n/language/json-strings.ts";
import { languageFiles, sourceTexts } from "../src/i18n/language/language-sources.ts";
import { fixText, textProblems } from "../src/i18n/language/text-rules.ts";

const args = process.argv.slice(2);
const fix = args.includes("--fix");
const named = args.filter((a) => !a.startsWith("--"));
const files = named.length > 0 ? named : languageFiles();

let count = 0;
for (const file of files) {
  const raw = readFileSync(file, "utf8");
  const texts = sourceTexts(file, raw);
  if (fix) {
    const changes = texts
      .map((t) => ({ start: t.start, end: t.end, value: fixText(t.value, t.locale) }))
      .filter((c, i) => c.value !== texts[i]?.value);
    if (changes.length > 0) writeFileSync(file, replaceStrings(raw, changes));
    continue;
  }
  for (const text of texts) {
    for (const p of textProblems(text.value, text.locale)) {
      count += 1;
      console.log(`${file} ${text.path.join(".")}: ${p.rule} "${p.found}": ${p.fix}`);
    }
  }
}
if (!fix) {
  console.log(
    count === 0
      ? `Language check: ${files.length} files follow decision 066.`
      : `${count} language problems (decision 066; \`node scripts/language-check.ts --fix\` fixes most).`,
  );
  process.exit(count === 0 ? 0 : 1);
}
