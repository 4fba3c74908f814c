// The README's test command: unit and API tests, a production build, then browser tests.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";

// The browser tests' server gets a free port, so a second run (or anything else on 3210) cannot collide.
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
process.env.E2E_PORT ??= String(port);

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
