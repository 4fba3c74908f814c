/**
 * The process entry: `node src/server/main.ts`. Serves web and API together by default
 * (SERVER_ROLE=all), or only one of them (web | api) so they can be scaled apart.
 */
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createGateways } from "../adapters/payments/index.ts";
import { redisThrottle } from "../adapters/rate-limit/redis-limiter.ts";
import { createSmsProvider } from "../adapters/sms/sms-provider.ts";
import { createFileStorage } from "../adapters/storage/create-file-storage.ts";
import { createApi } from "../api/app.ts";
import { type Config, loadConfig } from "../config/config.server.ts";
import { ConfigError } from "../config/env.server.ts";
import { logSecurityWarnings } from "../config/security-warnings.server.ts";
import { databaseCounter } from "../domain/limits/rate-limiter.ts";
import { startJobScheduler } from "../jobs/job-runner.server.ts";
import { jobsFor, schedulerTickMs } from "../jobs/jobs.server.ts";
import { createLogger } from "../lib/logger.server.ts";
import { startTracing } from "../lib/tracing/setup.server.ts";
import { readBuildInfo } from "./build-info.server.ts";
import { createShutdown } from "./graceful-shutdown.server.ts";
import { orderPortsOf } from "./order-ports.server.ts";
import { createPageCache } from "./page-cache/create-page-cache.server.ts";
import { frontDoor } from "./page-cache/front-door.server.ts";
import { openPlatform } from "./platform.server.ts";
import { createApiProxy } from "./proxy.server.ts";
import { remoteApiTransport } from "./remote-api.server.ts";
import { createServerApp } from "./server-app.server.ts";
import { loadWebHandler } from "./web-handler.server.ts";
import { pagesApiBaseUrl } from "./web-pages.server.ts";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is then never loaded (docs/decisions/082).
const tracing = await startTracing(config.tracing);
const logger = createLogger(config.logLevel, { role: config.server.role });
logSecurityWarnings(config, logger);
const build = readBuildInfo();
const withApi = config.server.role !== "web";
const withWeb = config.server.role !== "api";

const database = withApi ? await openPlatform(config, logger) : undefined;
// Connects in the background: an instance starts and serves while Redis is away (throttles are
// then counted in the database, and /readyz says redis is degraded).
const redis =
  database && config.redisUrl ? redisThrottle(config.redisUrl, databaseCounter(database.db), logger) : undefined;
// The sandbox gateway posts its callbacks straight to this process's API (bound once it exists).
let apiFetch: ((request: Request) => Promise<Response>) | undefined;
const gateways = database
  ? createGateways(config, database.db, (request) => (apiFetch ? apiFetch(request) : fetch(request)))
  : undefined;
const api =
  database && gateways
    ? createApi({
        config,
        database,
        logger,
        build,
        sms: createSmsProvider(),
        throttle: redis,
        gateways: gateways.registry,
        sandboxPages: gateways.sandbox?.routes() ?? null,
        storage: createFileStorage(config),
        orders: orderPortsOf(config, database.db),
      })
    : undefined;
apiFetch = api?.fetch;
const jobs = jobsFor(config);
const stopJobs =
  database && config.jobsEnabled
    ? startJobScheduler({ db: database.db, config, log: logger }, jobs, schedulerTickMs(jobs))
    : undefined;
// Always React Router's production mode: we only serve a built bundle, and development mode
// would send error details to the browser.
const web = withWeb ? await loadWebHandler("build/web/server/index.js") : undefined;
const proxy =
  !withApi && config.api.externalBaseUrl ? createApiProxy(new URL(config.api.externalBaseUrl).origin) : undefined;

const pageCache = web
  ? createPageCache(
      config,
      { baseUrl: pagesApiBaseUrl(config, Boolean(api)), transport: api?.fetch ?? remoteApiTransport() },
      logger,
    )
  : undefined;
let draining = () => false;
const app = createServerApp({
  config,
  logger,
  build,
  api: api?.fetch,
  proxy,
  web,
  pageCache,
  draining: () => draining(),
});
// Cached public pages are answered here, before the request becomes a Request (docs/decisions/041).
const server = createServer(frontDoor(pageCache, getRequestListener(app.fetch, { hostname: config.server.host })));
const shutdown = createShutdown({
  server,
  stopJobs,
  closers: [async () => redis?.close(), async () => database?.close(), async () => tracing?.shutdown()],
  timeoutMs: config.server.shutdownTimeoutMs,
  log: logger,
});
draining = shutdown.isDraining;
server.listen(config.server.port, config.server.host, () => {
  logger.info(
    {
      port: config.server.port,
      pageCache: Boolean(pageCache),
      role: config.server.role,
      database: database?.kind,
      readReplica: Boolean(database?.replica),
      demoMode: config.demoMode,
      tracing: Boolean(tracing),
      buildId: build.id,
    },
    `listening on http://localhost:${config.server.port}`,
  );
});

function stop(signal: string) {
  logger.info({ signal, timeoutMs: config.server.shutdownTimeoutMs }, "shutting down: draining requests and jobs");
  void shutdown.drain().then(() => process.exit(0));
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
