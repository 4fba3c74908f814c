import { Writable } from "node:stream";
import { pino } from "pino";
import { expect, test } from "vitest";
import { testConfig } from "../../tests/config.ts";
import { logSecurityWarnings } from "./security-warnings.server.ts";

/** What the server would log at start with these settings, as parsed JSON lines. */
function startLog(env: Record<string, string>): { level: number; setting: string; msg: string }[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  logSecurityWarnings(testConfig(env), pino({ level: "info" }, sink));
  return lines.map((line) => JSON.parse(line));
}

const safeProduction = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app@db/zain",
  PUBLIC_API_KEY: "zain-web-public",
  PUBLIC_ORIGIN: "https://www.example.iq",
  // A live site names its app's listings (src/config/app-stores.ts).
  APP_STORE_URL: "https://apps.apple.com/iq/app/example/id1",
  GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=iq.example",
  APPGALLERY_URL: "https://appgallery.huawei.com/app/C1",
};

test("a production start names every setting that weakens security, each at warn level", () => {
  const log = startLog({
    ...safeProduction,
    PUBLIC_ORIGIN: "http://www.example.iq",
    DEMO_MODE: "1",
    I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC: "1",
    TRUST_PROXY: "1",
    AUTH_REFRESH_ENABLED: "1",
    ENABLE_GTM: "1",
    GTM_ID: "GTM-TEST123",
  });
  expect(log.map((l) => l.setting)).toEqual([
    "DEMO_MODE",
    "SANDBOX_GATEWAYS",
    "TRUST_PROXY",
    "AUTH_REFRESH_ENABLED",
    "PUBLIC_ORIGIN",
    "ENABLE_GTM",
  ]);
  expect(log.every((l) => l.level === 40)).toBe(true);
  expect(log[0]?.msg).toMatch(/SMS outbox is public.*\/api\/v1\/dev\/sms-outbox.*reset any password/);
  expect(log[1]?.msg).toMatch(/sandbox payment gateway is allowed.*new payments use it/);
});

test("a staging site is warned about its sandbox only; a web instance about its plain-http API", () => {
  expect(startLog({ ...safeProduction, SANDBOX_GATEWAYS: "1" }).map((l) => l.setting)).toEqual(["SANDBOX_GATEWAYS"]);
  const web = { ...safeProduction, DATABASE_URL: "", SERVER_ROLE: "web", DEMO_MODE: "0" };
  expect(startLog({ ...web, API_BASE_URL: "http://api.internal:3000" }).map((l) => l.setting)).toEqual([
    "API_BASE_URL",
  ]);
  expect(startLog({ ...web, API_BASE_URL: "https://api.internal" })).toEqual([]);
});

test("a safe production start and every non-production start log no warning", () => {
  expect(startLog(safeProduction)).toEqual([]);
  expect(startLog({ NODE_ENV: "development", TRUST_PROXY: "1", AUTH_REFRESH_ENABLED: "1" })).toEqual([]);
});
