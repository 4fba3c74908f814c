// Prints one closing line, "N passed, N failed, N skipped", over the JSON reports named on the command line.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // A test that failed and then passed on its retry counts as passed, and is named below.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    flaky.push(...flakyTitles(report.suites ?? []));
  }
}
// The fuzzing suite's own summary (operations, cases, 5xx), left by tests/fuzz in reports/; read once.
const fuzzReports = existsSync("reports") ? readdirSync("reports").filter((f) => /^fuzz-.*\.txt$/.test(f)) : [];
for (const file of fuzzReports.sort()) {
  process.stdout.write(readFileSync(`reports/${file}`, "utf8"));
  rmSync(`reports/${file}`);
}
for (const title of flaky) console.log(`flaky (failed, then passed on its retry): ${title}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped${flaky.length ? `, ${flaky.length} flaky` : ""}`);
process.exit(failed > 0 ? 1 : 0);

/** Titles of the Playwright tests whose outcome was "flaky", walking nested suites. */
function flakyTitles(suites, path = []) {
  const titles = [];
  for (const suite of suites) {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === "flaky"))
        titles.push(`${spec.file}: ${[...here, spec.title].join(" › ")}`);
    }
    titles.push(...flakyTitles(suite.suites ?? [], here));
  }
  return titles;
}
