/** DESIGN.md "Demo, sandbox and production": demo data and the readable outbox apart from the sandbox gateway. */
import { spawnSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../tests/factories/money.ts";
import { national, payAtGateway, startedPayment, TEST_CARDS } from "../../tests/factories/payments.ts";
import { lines } from "../db/schema/index.ts";
import { runSeed } from "../seed/run-seed.server.ts";
import { seedStepList } from "../seed/steps.server.ts";
import { loadConfig } from "./config.server.ts";

const secrets = {
  SESSION_PEPPER: "session-test-secret-0123456789abcdefghij",
  VOUCHER_PEPPER: "voucher-test-secret-0123456789abcdefghij",
  PAYMENT_GATEWAY_SECRET: "gateway-test-secret-0123456789abcdefghij",
  USAGE_INGEST_KEY: "ingest-test-secret-0123456789abcdefghij",
  SEALING_KEY: "sealing-test-secret-0123456789abcdefghij",
};
const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app@db/zain",
  PUBLIC_API_KEY: "zain-web-public",
  // A live site names its app's listings (src/config/app-stores.ts).
  APP_STORE_URL: "https://apps.apple.com/iq/app/example/id1",
  GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=iq.example",
  APPGALLERY_URL: "https://appgallery.huawei.com/app/C1",
  ...secrets,
};

test("production refuses to start with the readable SMS outbox, naming the way out", () => {
  const refused = /DEMO_MODE: on in production.*\/api\/v1\/dev\/sms-outbox.*I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC=1/;
  expect(() => loadConfig({ ...production, DEMO_MODE: "1" })).toThrow(refused);
  // On PGlite demo mode is the default, so a production start there must say so too.
  const embedded = { NODE_ENV: "production", DATA_DIR: testConfig().dataDir };
  expect(() => loadConfig(embedded)).toThrow(/DEMO_MODE: on in production \(the default without DATABASE_URL\)/);
  // A web-only instance serves no API, so no outbox: nothing to refuse.
  const web = { ...production, DATABASE_URL: "", SERVER_ROLE: "web", API_BASE_URL: "http://api.internal:3000" };
  expect(loadConfig({ ...web, DEMO_MODE: "1" }).demoMode).toBe(true);
  expect(loadConfig({ ...production, DEMO_MODE: "0" }).demoMode).toBe(false);
});

test("the server itself stops before opening anything when the outbox would be public", () => {
  const result = spawnSync(process.execPath, ["src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...production, DEMO_MODE: "1", DATA_DIR: "/tmp/zain-never-used" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC=1");
});

test("the explicit acknowledgement lets a demo run in production, outbox and all", () =>
  withRollback(async (handle) => {
    const config = loadConfig({
      ...production,
      DATA_DIR: testConfig().dataDir,
      DEMO_MODE: "1",
      I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC: "1",
    });
    expect(config).toMatchObject({ demoMode: true, sandboxGateways: true, payments: { gateway: "sandbox" } });
    const api = testApi(handle, { config });
    expect((await call(api, "/api/v1/dev/sms-outbox?msisdn=07801000000")).status).toBe(200);
  }));

test("a staging site uses the sandbox gateway without demo data: no demo seed, no outbox, payments work", () =>
  withRollback(async (handle, db) => {
    const config = loadConfig({ ...production, DATA_DIR: testConfig().dataDir, SANDBOX_GATEWAYS: "1" });
    expect(config).toMatchObject({ demoMode: false, sandboxGateways: true, payments: { gateway: "sandbox" } });

    const applied = await runSeed({ db, config, log: silentLogger() }, seedStepList);
    expect(applied.filter((name) => name.startsWith("demo-"))).toEqual([]);
    expect(await db.select().from(lines).where(eq(lines.msisdn, "9647800000001"))).toEqual([]);

    const api = testApi(handle, { config });
    expect((await call(api, "/api/v1/dev/sms-outbox?msisdn=07801000000")).status).toBe(404);

    const payer = await fundedCustomer(db, 0);
    const body = { purpose: "recharge" as const, msisdn: national(payer.msisdn), amount: 5000 };
    const { redirectUrl } = await startedPayment(api, body, { key: "staging-pay-000000001" });
    expect(new URL(redirectUrl).pathname).toMatch(/^\/sandbox-gateway\/pay\//);
    expect((await payAtGateway(api, redirectUrl, TEST_CARDS.success)).status).toBe(303);
    expect(await moneyOf(db, payer.lineId)).toEqual({ balance: 5000, ledger: 5000 });
  }));

test("the sandbox gateway is refused wherever it is not allowed", () => {
  const noSandbox = /PAYMENT_GATEWAY: the sandbox gateway accepts test cards; allow it with SANDBOX_GATEWAYS=1/;
  expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: "sandbox" })).toThrow(noSandbox);
  expect(() => testConfig({ DEMO_MODE: "1", SANDBOX_GATEWAYS: "0", PAYMENT_GATEWAY: "sandbox" })).toThrow(noSandbox);
  // Demo mode on its own allows it; turning demo off takes the default with it.
  expect(testConfig({ DEMO_MODE: "1" }).payments.gateway).toBe("sandbox");
  expect(testConfig({ DEMO_MODE: "0" })).toMatchObject({ sandboxGateways: false, payments: { gateway: "none" } });
  expect(testConfig({ DEMO_MODE: "1", SANDBOX_GATEWAYS: "0" }).payments.gateway).toBe("none");
});
