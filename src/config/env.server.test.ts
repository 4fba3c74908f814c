import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { testConfig } from "../../tests/config.ts";
import { loadConfig } from "./config.server.ts";
import { ConfigError, parseEnv } from "./env.server.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

test("every bad value is reported by variable name with what is expected", () => {
  const problems = problemsOf({ PORT: "eighty", DATABASE_URL: "mysql://x", SERVER_ROLE: "both" });
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^PORT: expected a TCP port number/),
      expect.stringMatching(/^DATABASE_URL: expected a PostgreSQL URL.*\(got "<hidden>"\)/),
      expect.stringMatching(/^SERVER_ROLE: expected all, web or api/),
    ]),
  );
});

test("settings that depend on each other are checked together", () => {
  expect(problemsOf({ ENABLE_GTM: "1" })).toEqual(["GTM_ID: required when ENABLE_GTM is on"]);
  expect(problemsOf({ SERVER_ROLE: "web" })[0]).toMatch(/^API_BASE_URL: required when SERVER_ROLE=web/);
  expect(problemsOf({ TILE_SERVER_URL: "https://tiles.example.iq/{z}/{x}/{y}.png" })).toEqual([
    "TILE_ATTRIBUTION: required with TILE_SERVER_URL (tile servers' licences ask for credit)",
  ]);
  expect(problemsOf({ TILE_SERVER_URL: "https://tiles.example.iq/map.png", TILE_ATTRIBUTION: "x" })[0]).toMatch(
    /^TILE_SERVER_URL: expected a tile address like/,
  );
});

test("embedded database is the default, with demo mode and seeding on; DATABASE_URL turns both off", () => {
  const embedded = testConfig();
  expect(embedded.database).toEqual({ kind: "pglite", dir: ".data/pglite" });
  expect(embedded.demoMode).toBe(true);
  expect(embedded.seedOnStart).toBe(true);
  const server = testConfig({ DATABASE_URL: "postgres://app@db:5432/zain" });
  expect(server.database.kind).toBe("postgres");
  expect(server.demoMode).toBe(false);
  expect(server.seedOnStart).toBe(false);
  expect(testConfig({ DATABASE_URL: "postgres://app@db/zain", SEED: "1" }).seedOnStart).toBe(true);
});

test("secrets are required in production on PostgreSQL", () => {
  expect(() =>
    loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://app@db/zain",
      PUBLIC_API_KEY: "web-key-123",
      APP_STORE_URL: "https://apps.apple.com/iq/app/example/id1",
      GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=iq.example",
      APPGALLERY_URL: "https://appgallery.huawei.com/app/C1",
    }),
  ).toThrow(/SESSION_PEPPER: required in production/);
});

test("generated secrets are kept in the data folder and reused on the next start", () => {
  const first = testConfig({ SESSION_PEPPER: "", VOUCHER_PEPPER: "" });
  const second = loadConfig({ NODE_ENV: "test", DATA_DIR: first.dataDir });
  expect(second.secrets.sessionPepper).toBe(first.secrets.sessionPepper);
  expect(first.secrets.sessionPepper).toHaveLength(43);
});

test("an API base URL on the site's own origin keeps calls in-process", () => {
  expect(testConfig({ API_BASE_URL: "http://localhost:3000" }).api.externalBaseUrl).toBeUndefined();
  expect(testConfig({ API_BASE_URL: "https://api.example.iq/" }).api.externalBaseUrl).toBe("https://api.example.iq");
});

test("the server refuses to start on a bad value and names it", () => {
  const result = spawnSync(process.execPath, ["src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", PORT: "not-a-port", DATA_DIR: "/tmp/zain-never-used" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("PORT: expected a TCP port number");
});

test("a backwards mobile prefix range is reported by name", () => {
  expect(() => testConfig({ MOBILE_PREFIXES: "0789-0780" })).toThrow(/MOBILE_PREFIXES: bad range "0789-0780"/);
});

test("online payment: the sandbox in demo mode, none on PostgreSQL, and never the sandbox unless allowed", () => {
  expect(testConfig().payments.gateway).toBe("sandbox");
  const production = { NODE_ENV: "production", DATABASE_URL: "postgres://app@db/zain", PUBLIC_API_KEY: "web-key-123" };
  expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: "sandbox" })).toThrow(
    /PAYMENT_GATEWAY: the sandbox gateway accepts test cards; allow it with SANDBOX_GATEWAYS=1/,
  );
  expect(() => loadConfig({ PAYMENT_MIN_IQD: "5000", PAYMENT_MAX_IQD: "2000" })).toThrow(/PAYMENT_MIN_IQD/);
  expect(testConfig({ DATABASE_URL: "postgres://app@db/zain" }).payments).toMatchObject({
    gateway: "none",
    limits: { minIqd: 1000, maxIqd: 250_000, dailyPerNumberIqd: 500_000 },
    expiryMinutes: 30,
  });
});

test("JOB_MAX_FAILURES defaults to 5 and must be a whole number from 1", () => {
  expect(testConfig().jobMaxFailures).toBe(5);
  expect(testConfig({ JOB_MAX_FAILURES: "8" }).jobMaxFailures).toBe(8);
  expect(problemsOf({ JOB_MAX_FAILURES: "0" })).toEqual([
    expect.stringMatching(/^JOB_MAX_FAILURES: expected a whole number from 1 to 100/),
  ]);
  expect(problemsOf({ JOB_MAX_FAILURES: "many" })[0]).toMatch(/^JOB_MAX_FAILURES: expected a whole number/);
});
