/**
 * Validates content files: the schema, matching block structure across languages, Kurdish that is
 * Sorani (not Arabic reused) and no placeholder text. `node scripts/check-content.ts [file...]`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { checkPageFile } from "../src/content/check-page-file.ts";

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (path.endsWith(".json")) yield path;
  }
}

const files = process.argv.length > 2 ? process.argv.slice(2) : [...walk("content/pages")];
let failures = 0;
for (const file of files) {
  const problems = checkPageFile(file, JSON.parse(readFileSync(file, "utf8")));
  if (problems.length > 0) {
    failures += 1;
    console.error(`${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}
console.log(`${files.length - failures} of ${files.length} content files are valid.`);
process.exit(failures > 0 ? 1 : 0);
