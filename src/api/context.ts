import type { Hono } from "hono";
import type { GatewayRegistry } from "../adapters/payments/gateway.ts";
import type { ThrottleStore } from "../adapters/rate-limit/redis-limiter.ts";
import type { SmsProvider } from "../adapters/sms/sms-provider.ts";
import type { FileStorage } from "../adapters/storage/file-storage.ts";
import type { Config } from "../config/config.server.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import type { PasswordHasher } from "../domain/auth/password-pool.ts";
import type { Actor, ServiceContext, StaffActor } from "../domain/context.ts";
import type { OrderPorts } from "../domain/orders/order-ports.ts";
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
  /** Payment gateways; null when online payment is off (PAYMENT_GATEWAY=none). */
  gateways: GatewayRegistry | null;
  /** The sandbox gateway's hosted pages, served at /sandbox-gateway when it is configured. */
  sandboxPages?: Hono | null;
  /** Private files (CVs); by default a folder in DATA_DIR that nothing serves. */
  storage: FileStorage;
  /**
   * The throttles' counters in Redis when REDIS_URL is set (otherwise the database keeps them), and
   * its state for /readyz. Limits that guard secrets are counted in the database always.
   */
  throttle?: ThrottleStore;
  /** Password hashing; by default the process's shared worker pool. */
  passwordHasher?: PasswordHasher;
  /** What orders need from inventory, places, files and the courier (src/server/order-ports.server.ts). */
  orders?: OrderPorts;
};

export type ApiEnv = {
  Variables: {
    deps: ApiDeps;
    requestId: string;
    log: Logger;
    locale: LocaleCode;
    actor: Actor | null;
    /** When the signed-in session was last used or last changed something (docs/decisions/078-read-replica.md). */
    sessionUsedAt?: Date | undefined;
    /** The staff member of a staff operation (set by its guard, src/api/middleware/staff.ts). */
    staff?: StaffActor;
    /** The domain context, made on first use (service-context.ts). */
    serviceContext?: ServiceContext;
  };
};
