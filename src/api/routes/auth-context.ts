import type { Context } from "hono";
import type { AuthContext } from "../../domain/auth/context.ts";
import type { ApiEnv } from "../context.ts";
import { limiterOf } from "../middleware/rate-limit.ts";
import { clientAddress } from "../middleware/session.ts";

/** The account services' context for one request. */
export function authContext(c: Context<ApiEnv>): AuthContext {
  const { config, database, sms } = c.var.deps;
  return {
    db: database.db,
    locale: c.var.locale,
    client: clientAddress(c),
    pepper: config.secrets.sessionPepper,
    limiter: limiterOf(c),
    mobilePrefixes: config.auth.mobilePrefixes,
    signupEnabled: config.auth.signupEnabled,
    refreshEnabled: config.auth.refreshEnabled,
    brandName: config.brand.name,
    sms,
  };
}
