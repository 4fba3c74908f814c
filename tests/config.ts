import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Config, loadConfig } from "../src/config/config.server.ts";
import { createLogger } from "../src/lib/logger.server.ts";

const secret = (name: string) => `${name}-test-secret-0123456789abcdefghij`;

/** A valid configuration for tests, with its own data folder; override any variable. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(join(tmpdir(), "zain-data-")),
    SESSION_PEPPER: secret("session"),
    VOUCHER_PEPPER: secret("voucher"),
    PAYMENT_GATEWAY_SECRET: secret("gateway"),
    USAGE_INGEST_KEY: secret("ingest"),
    SEALING_KEY: secret("sealing"),
    ...overrides,
  });
}

export const silentLogger = () => createLogger("silent");
