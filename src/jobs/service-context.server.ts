/**
 * The domain context of a periodic job or an operator command: no customer, no client, English,
 * and the adapters built from configuration. No payment gateways unless the caller passes them
 * (only reconciliation talks to gateways), so other jobs do not build them on every run.
 */
import { createSmsProvider } from "../adapters/sms/sms-provider.ts";
import { createFileStorage } from "../adapters/storage/create-file-storage.ts";
import { sharedPasswordPool } from "../domain/auth/password-pool.ts";
import type { DomainEnv, ServiceContext } from "../domain/context.ts";
import { databaseLimiter } from "../domain/limits/rate-limiter.ts";
import type { JobContext } from "./job-runner.server.ts";

export function jobServiceContext(
  { db, config, log, now }: JobContext,
  parts: Partial<DomainEnv> = {},
  client: "job" | "cli" = "job",
): ServiceContext {
  return {
    db,
    locale: "en",
    actor: null,
    client,
    now,
    env: {
      config,
      limiter: databaseLimiter(db),
      passwords: sharedPasswordPool(),
      sms: createSmsProvider(),
      gateways: null,
      storage: createFileStorage(config),
      log,
      ...parts,
    },
  };
}
