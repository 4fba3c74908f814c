/**
 * The domain's context for one request (src/domain/context.ts): built once, on first use, from the
 * API's dependencies, the caller's language and address, and the signed-in customer if any.
 */
import type { Context } from "hono";
import { sharedPasswordPool } from "../domain/auth/password-pool.ts";
import type { DomainEnv, ServiceContext } from "../domain/context.ts";
import { databaseLimiter } from "../domain/limits/rate-limiter.ts";
import type { ApiDeps, ApiEnv } from "./context.ts";
import { clientAddress, rawClientAddress } from "./middleware/session.ts";

const envs = new WeakMap<ApiDeps, DomainEnv>();

/** The adapters and rules services use: the same object for every request of one API. */
export function domainEnvOf(deps: ApiDeps): DomainEnv {
  let env = envs.get(deps);
  if (!env) {
    env = {
      config: deps.config,
      limiter: databaseLimiter(deps.database.db, deps.throttle?.counter),
      passwords: deps.passwordHasher ?? sharedPasswordPool(),
      sms: deps.sms,
      gateways: deps.gateways,
      storage: deps.storage,
      log: deps.logger,
      ...(deps.orders ? { orders: deps.orders } : {}),
    };
    envs.set(deps, env);
  }
  return env;
}

export function serviceContext(c: Context<ApiEnv>): ServiceContext {
  const made = c.var.serviceContext;
  if (made) return made;
  const ctx: ServiceContext = {
    db: c.var.deps.database.db,
    locale: c.var.locale,
    actor: c.var.actor,
    ...(c.var.staff ? { staff: c.var.staff } : {}),
    requestId: c.var.requestId,
    client: clientAddress(c),
    clientIp: rawClientAddress(c),
    now: new Date(),
    env: { ...domainEnvOf(c.var.deps), log: c.var.log },
  };
  c.set("serviceContext", ctx);
  return ctx;
}
