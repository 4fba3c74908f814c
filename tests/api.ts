import { outboxOnlyProvider } from "../src/adapters/sms/sms-provider.ts";
import { createApi, type RouteModule } from "../src/api/app.ts";
import type { Config } from "../src/config/config.server.ts";
import type { DatabaseHandle } from "../src/db/client.server.ts";
import { silentLogger, testConfig } from "./config.ts";

export const API_KEY = "zain-web-public";

/** An API wired to the given database (usually a rolled-back transaction) with test configuration. */
export function testApi(database: DatabaseHandle, options: { config?: Config; routes?: RouteModule[] } = {}) {
  const config = options.config ?? testConfig();
  const deps = {
    config,
    database,
    logger: silentLogger(),
    build: { id: "test-build", timestamp: "2026-01-01T00:00:00.000Z" },
    sms: outboxOnlyProvider(),
  };
  return createApi(deps, options.routes);
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
