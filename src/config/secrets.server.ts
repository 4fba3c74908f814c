import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "./env.server.ts";
import { ConfigError } from "./env.server.ts";

export type Secrets = {
  sessionPepper: string;
  voucherPepper: string;
  paymentGatewaySecret: string;
  usageIngestKey: string;
  /** Seals values a customer reads back, such as a SIM's PUK (src/domain/crypto/seal.ts). */
  sealingKey: string;
};

const names = {
  sessionPepper: "SESSION_PEPPER",
  voucherPepper: "VOUCHER_PEPPER",
  paymentGatewaySecret: "PAYMENT_GATEWAY_SECRET",
  usageIngestKey: "USAGE_INGEST_KEY",
  sealingKey: "SEALING_KEY",
} as const satisfies Record<keyof Secrets, keyof Env>;

/**
 * Secrets come from the environment. In production on PostgreSQL they are required; otherwise a
 * missing one is generated once and kept in `DATA_DIR/secrets.json` (mode 0600), so the embedded
 * default works out of the box and keeps its sessions and voucher hashes valid across restarts.
 */
export function resolveSecrets(env: Env, { required }: { required: boolean }): Secrets {
  const keys = Object.keys(names) as (keyof Secrets)[];
  const missing = keys.filter((k) => !env[names[k]]);
  if (required && missing.length > 0) {
    throw new ConfigError(
      missing.map((k) => `${names[k]}: required in production (a random secret of 32+ characters)`),
    );
  }
  const stored = missing.length > 0 ? loadOrCreateStored(env.DATA_DIR, keys) : {};
  return Object.fromEntries(keys.map((k) => [k, env[names[k]] ?? stored[k]])) as Secrets;
}

function loadOrCreateStored(dataDir: string, keys: (keyof Secrets)[]): Partial<Secrets> {
  const file = join(dataDir, "secrets.json");
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  let changed = false;
  for (const key of keys) {
    if (!stored[key]) {
      stored[key] = randomBytes(32).toString("base64url");
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return stored;
}
