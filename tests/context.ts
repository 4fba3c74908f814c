import { outboxOnlyProvider } from "../src/adapters/sms/sms-provider.ts";
import { localFileStorage, privateFilesDir } from "../src/adapters/storage/file-storage.ts";
import type { Config } from "../src/config/config.server.ts";
import type { Db } from "../src/db/client.server.ts";
import { sharedPasswordPool } from "../src/domain/auth/password-pool.ts";
import type { Actor, DomainEnv, ServiceContext } from "../src/domain/context.ts";
import { databaseLimiter } from "../src/domain/limits/rate-limiter.ts";
import { silentLogger, testConfig } from "./config.ts";

/** The adapters of a test: the SMS outbox, the database limiter, files in the test's data folder. */
export function testEnv(db: Db, config: Config = testConfig(), overrides: Partial<DomainEnv> = {}): DomainEnv {
  return {
    config,
    limiter: databaseLimiter(db),
    passwords: sharedPasswordPool(),
    sms: outboxOnlyProvider(),
    gateways: null,
    storage: localFileStorage(privateFilesDir(config.dataDir)),
    log: silentLogger(),
    ...overrides,
  };
}

/** A signed-in customer as a service sees them: every line of the account is theirs to act on. */
export const actorFor = (accountId: string, lineIds: readonly string[] = [], sessionId = accountId): Actor => ({
  userId: accountId,
  accountId,
  sessionId,
  role: "owner",
  lineIds,
});

/** A service context for tests: English, no customer, a fixed client, now; override any part. */
export function testContext(db: Db, overrides: Partial<ServiceContext> = {}): ServiceContext {
  return {
    db,
    locale: "en",
    actor: null,
    client: "203.0.113.7",
    now: new Date(),
    env: overrides.env ?? testEnv(db),
    ...overrides,
  };
}
