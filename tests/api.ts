import { gatewayRegistry, type PaymentGateway } from "../src/adapters/payments/gateway.ts";
import { createGateways } from "../src/adapters/payments/index.ts";
import type { SandboxGateway } from "../src/adapters/payments/sandbox/index.ts";
import type { ThrottleStore } from "../src/adapters/rate-limit/redis-limiter.ts";
import { outboxOnlyProvider } from "../src/adapters/sms/sms-provider.ts";
import { type FileStorage, localFileStorage, privateFilesDir } from "../src/adapters/storage/file-storage.ts";
import { createApi, type RouteModule } from "../src/api/app.ts";
import type { Config } from "../src/config/config.server.ts";
import type { DatabaseHandle } from "../src/db/client.server.ts";
import type { PasswordHasher } from "../src/domain/auth/password-pool.ts";
import type { OrderPorts } from "../src/domain/orders/order-ports.ts";
import { orderPortsOf } from "../src/server/order-ports.server.ts";
import { silentLogger, testConfig } from "./config.ts";

export const API_KEY = "zain-web-public";

/** An API wired to the given database (usually a rolled-back transaction) with test configuration. */
export function testApi(
  database: DatabaseHandle,
  options: {
    config?: Config;
    routes?: RouteModule[];
    dropCallbacks?: boolean;
    storage?: FileStorage;
    passwordHasher?: PasswordHasher;
    throttle?: ThrottleStore;
    /** The sandbox as the platform sees it, changed by a test (a gateway that refuses refunds…). */
    wrapGateway?: (sandbox: SandboxGateway) => PaymentGateway;
    /** The order ports (test stand-ins: tests/factories/orders.ts). */
    orders?: OrderPorts;
  } = {},
) {
  const config = options.config ?? testConfig({ PAYMENT_GATEWAY: "sandbox" });
  let api: ReturnType<typeof createApi> | undefined;
  // The sandbox delivers its callbacks to this API in-process, as the server does.
  // `dropCallbacks` stands for a server that stopped before a callback reached it.
  const gateways = createGateways(config, database.db, async (request) => {
    if (options.dropCallbacks) throw new Error("connection refused");
    if (!api) throw new Error("API not built yet");
    return api.fetch(request);
  });
  const { wrapGateway } = options;
  const registry =
    wrapGateway && gateways.sandbox ? gatewayRegistry([wrapGateway(gateways.sandbox)], "sandbox") : gateways.registry;
  const deps = {
    config,
    database,
    logger: silentLogger(),
    build: { id: "test-build", timestamp: "2026-01-01T00:00:00.000Z" },
    sms: outboxOnlyProvider(),
    gateways: registry,
    sandboxPages: gateways.sandbox?.routes() ?? null,
    storage: options.storage ?? localFileStorage(privateFilesDir(config.dataDir)),
    passwordHasher: options.passwordHasher,
    throttle: options.throttle,
    // Orders on the real modules, as the server wires them (src/server/order-ports.server.ts).
    orders: options.orders ?? orderPortsOf(config, database.db),
  };
  api = createApi(deps, options.routes);
  return Object.assign(api, { config, gateways: registry, sandbox: gateways.sandbox });
}

/** Sends a request to the API the way a client would, with the API key unless told otherwise. */
export function call(
  api: { fetch: (r: Request) => Promise<Response> },
  path: string,
  init: RequestInit & { key?: string | null } = {},
) {
  const headers = new Headers(init.headers);
  if (init.key !== null) headers.set("X-API-Key", init.key ?? API_KEY);
  return api.fetch(new Request(`http://localhost${path}`, { ...init, headers }));
}
