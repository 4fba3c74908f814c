// Prints one closing line, "N passed, N failed, N skipped", over the JSON reports named on the command line.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
    skipped += report.stats.skipped;
  }
}
// The fuzzing suite's own summary (operations, cases, 5xx), left by tests/fuzz in reports/; read once.
const fuzzReports = existsSync("reports") ? readdirSync("reports").filter((f) => /^fuzz-.*\.txt$/.test(f)) : [];
for (const file of fuzzReports.sort()) {
  process.stdout.write(readFileSync(`reports/${file}`, "utf8"));
  rmSync(`reports/${file}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
