/**
 * What every domain service receives, as `fn({ ctx, input })`: the database (or an open
 * transaction), who is acting, where from, in which language, at what moment, and the adapters and
 * rules from configuration. Services scope every query to `ctx.actor`, never to an id in `input`.
 */
import type { GatewayRegistry } from "../adapters/payments/gateway.ts";
import type { SmsProvider } from "../adapters/sms/sms-provider.ts";
import type { FileStorage } from "../adapters/storage/file-storage.ts";
import type { Config } from "../config/config.server.ts";
import type { StaffRole } from "../contracts/staff.ts";
import type { Db } from "../db/client.server.ts";
import type { LocaleCode } from "../i18n/locales.ts";
import type { Logger } from "../lib/logger.server.ts";
import type { PasswordHasher } from "./auth/password-pool.ts";
import { DomainError } from "./errors.ts";
import type { RateLimiter } from "./limits/rate-limiter.ts";
import type { OrderPorts } from "./orders/order-ports.ts";

/**
 * What a user may do on an account: its owner manages it and acts on all its lines; a business
 * account's member acts only on the lines given to them (docs/decisions/074-business-users-and-spend-limits.md).
 */
export type ActorRole = "owner" | "member";

/** The signed-in customer behind a request. */
export type Actor = {
  /** The person signed in: the account's owner or one of its members (`users.id`). */
  userId: string;
  accountId: string;
  sessionId: string;
  role: ActorRole;
  /** The lines this user may act on. */
  lineIds: readonly string[];
};

/**
 * Who acts on the operator's side: a staff member through the staff API, or an operator at the
 * command line (named by the OS user). Every action either takes is audited.
 */
export type StaffActor =
  | { kind: "staff"; staffId: string; login: string; name: string; role: StaffRole }
  | { kind: "operator"; name: string };

/** Adapters and rules from configuration: the same for every request of a process. */
export type DomainEnv = {
  config: Pick<
    Config,
    | "auth"
    | "billing"
    | "brand"
    | "careers"
    | "demoMode"
    | "payments"
    | "secrets"
    | "server"
    | "sms"
    | "orders"
    | "files"
    | "gifts"
    | "kafoo"
  >;
  /** Durable rules are counted in the database always; throttles in Redis when configured. */
  limiter: RateLimiter;
  /** Password hashing, off the event loop. */
  passwords: PasswordHasher;
  sms: SmsProvider;
  /** Null when online payment is off (PAYMENT_GATEWAY=none). */
  gateways: GatewayRegistry | null;
  storage: FileStorage;
  log: Logger;
  /** Number pool, stock, places, identity photos and courier for orders; absent where not wired. */
  orders?: OrderPorts;
};

export type ServiceContext = {
  db: Db;
  locale: LocaleCode;
  /** Null for visitors, jobs and operator commands. */
  actor: Actor | null;
  /** The client's address for per-client limits ("job" or "cli" when no client is behind it). */
  client: string;
  /** A staff member (staff API) or an operator (command); absent for customers, visitors and jobs. */
  staff?: StaffActor;
  /** The request's id, for the audit trail; absent outside a request. */
  requestId?: string;
  /** The client's exact address, for the audit trail (`client` is an IPv6 address's /64). */
  clientIp?: string;
  /** The moment the request or job started: one "now" for everything it does. */
  now: Date;
  env: DomainEnv;
};

/** A service call: the context and the service's own input (none for `ServiceCall`). */
export type ServiceCall<I = undefined> = { ctx: ServiceContext } & (I extends undefined
  ? { input?: undefined }
  : { input: I });

/** The signed-in customer, for services that need one (the API answers 401 without). */
export function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new DomainError("unauthenticated", "unauthenticated");
  return ctx.actor;
}

/**
 * The signed-in owner of the account, for what only they may do: manage the account, its users,
 * its password and its lines' spend limits (a member gets 403 `owner_only`).
 */
export function ownerOf(ctx: ServiceContext): Actor {
  const actor = actorOf(ctx);
  if (actor.role !== "owner") throw new DomainError("forbidden", "owner_only");
  return actor;
}

/** The staff member or operator, for operator-side services (the API answers 401 without). */
export function staffOf(ctx: ServiceContext): StaffActor {
  if (!ctx.staff) throw new DomainError("unauthenticated", "staff_unauthenticated");
  return ctx.staff;
}

/** The same context with another database handle (an open transaction). */
export const withDb = (ctx: ServiceContext, db: Db): ServiceContext => ({ ...ctx, db });
