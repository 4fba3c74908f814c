import type { SmsProvider } from "../adapters/sms/sms-provider.ts";
import type { Config } from "../config/config.server.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import type { RateLimiter } from "../domain/auth/rate-limit.ts";
import type { Actor } from "../domain/auth/sessions.ts";
import type { LocaleCode } from "../i18n/locales.ts";
import type { Logger } from "../lib/logger.server.ts";

export type BuildInfo = { id: string; timestamp: string };

/** Everything the API needs from outside, passed in by whoever builds it (server or test). */
export type ApiDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  build: BuildInfo;
  sms: SmsProvider;
  /** Shared counters in Redis when REDIS_URL is set; otherwise the database keeps them. */
  rateLimiter?: RateLimiter;
};

export type ApiEnv = {
  Variables: {
    deps: ApiDeps;
    requestId: string;
    log: Logger;
    locale: LocaleCode;
    actor: Actor | null;
  };
};
