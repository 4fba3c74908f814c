// The README's test command: unit and API tests, a production build, then browser tests.
import { spawnSync } from "node:child_process";

const steps = [
  [
    "Unit and API tests (Vitest)",
    "vitest",
    ["run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/vitest.json"],
  ],
  ["Build", "react-router", ["build"]],
  ["Browser (Chromium)", "node", ["scripts/ensure-chromium.mjs"]],
  ["Browser tests (Playwright)", "playwright", ["test"]],
];

for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}
spawnSync("node", ["scripts/test-summary.mjs", "reports/vitest.json", "reports/playwright.json"], { stdio: "inherit" });
