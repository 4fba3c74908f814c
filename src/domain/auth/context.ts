import type { SmsProvider } from "../../adapters/sms/sms-provider.ts";
import type { Db } from "../../db/client.server.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { RateLimiter } from "../limits/rate-limiter.ts";

/** What the account services need: database, language, secrets and rules from configuration. */
export type AuthContext = {
  db: Db;
  locale: LocaleCode;
  /** The client's address (for per-client limits); "unknown" when it cannot be known. */
  client: string;
  pepper: string;
  limiter: RateLimiter;
  mobilePrefixes: readonly string[];
  signupEnabled: boolean;
  refreshEnabled: boolean;
  brandName: string;
  sms?: SmsProvider;
  now?: Date;
};

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;
export const TICKET_TTL_MS = 10 * 60 * 1000;
