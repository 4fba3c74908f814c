import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Its own data folder per port, so two runs on one machine never share a database.
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: a test that fails twice fails the run; one that passes only on its retry is
  // named as flaky in the closing summary (scripts/test-summary.mjs) so it gets looked at.
  // docs/decisions/081-browser-test-retries.md says why.
  retries: process.env.CI ? 1 : 0,
  // Journeys of several pages on a busy two-core machine; an expectation still fails within 10 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // Nothing leaves the machine: the tag manager's script is the only outside address pages name.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: findChromium(),
      // Flags needed as root in a sandbox, and to keep Chromium off the network (docs MACHINE.md).
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "phone", use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" } }],
  webServer: {
    // The built server, started with node directly (stopping `npm start` can leave node running).
    // A reviewer's staff token is made first (the embedded database has one user at a time), for
    // tests that approve an identity check through the staff API (tests/e2e/staff.ts reads it), and
    // a customer-care agent's, for tests that answer tickets (care-token).
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node src/server/cli.ts staff-create --name "Test Reviewer" --login e2e.reviewer --role ekyc_reviewer | tail -n 1 > ${dataDir}/staff-token && node src/server/cli.ts staff-create --name "Test Care Agent" --login e2e.care --role care | tail -n 1 > ${dataDir}/care-token && node src/server/main.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // Migrating and seeding a fresh embedded database takes a while on a busy two-core machine.
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: `${dataDir}/pglite`,
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: baseURL,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // The tests read codes from the demo SMS outbox (demo mode is on by default on PGlite), which
      // production refuses without this acknowledgement; the server logs a warning for it.
      I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC: "1",
      // The tag manager is on so the consent flow is tested; its script address is blocked in tests.
      ENABLE_GTM: "1",
      GTM_ID: "GTM-TEST123",
      // The sandbox courier takes 3 s per step, so a test watches an order delivered.
      COURIER_SANDBOX_STEP_MINUTES: "0.05",
      // Order tests come from addresses of their own (tests/e2e/fixtures.ts asClient).
      TRUST_PROXY: "1",
    },
  },
});
