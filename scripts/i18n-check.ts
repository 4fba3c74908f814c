/** `npm run i18n:check`: lists missing, stale, untranslated and unused message keys. */
import { catalogue } from "../src/i18n/catalogue.ts";
import { catalogueProblems, readSources } from "../src/i18n/catalogue-check.ts";

const problems = catalogueProblems(catalogue, readSources());
for (const problem of problems) console.log(problem);
console.log(
  problems.length === 0 ? "Catalogue complete: no missing, stale or unused keys." : `${problems.length} problems.`,
);
process.exit(problems.length === 0 ? 0 : 1);
