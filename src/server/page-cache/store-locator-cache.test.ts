import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterEach, expect, test } from "vitest";
import * as root from "../../../app/root.tsx";
import * as layout from "../../../app/routes/locale-layout.tsx";
import * as locator from "../../../app/routes/store-locator.tsx";
import { testApi } from "../../../tests/api.ts";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { asBuilt, testRoutes } from "../../../tests/web-pages.ts";
import { createServerApp } from "../server-app.server.ts";
import { createPageCache } from "./create-page-cache.server.ts";
import { frontDoor } from "./front-door.server.ts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** The whole server with its page cache in front, serving the store locator on a real socket. */
async function startSite(handle: Parameters<typeof testApi>[0]) {
  const config = testConfig({ PAGE_CACHE_CHECK_MS: "0" });
  const api = testApi(handle, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", PAGE_CACHE_CHECK_MS: "0" }) });
  const site = testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "locator", path: "support/store-locator", parentId: "routes/locale-layout", module: asBuilt(locator) },
    ],
    (request) => api.fetch(request),
  );
  const transport = (request: Request) => api.fetch(request);
  const pageCache = createPageCache(config, { baseUrl: "http://localhost/api/v1", transport }, silentLogger());
  const app = createServerApp({
    config,
    logger: silentLogger(),
    build: { id: "b-1", timestamp: "2026-11-22T00:00:00.000Z" },
    api: transport,
    web: site.web,
    pageCache,
    clientDir: mkdtempSync(join(tmpdir(), "zain-client-")),
  });
  server = createServer(frontDoor(pageCache, getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return async (path: string) => {
    await pageCache?.settled();
    return fetch(`http://127.0.0.1:${port}${path}`);
  };
}

test("a filtered locator page is shared; one drawn for a visitor's coordinates is neither kept nor served from the cache", () =>
  withRollback(async (handle) => {
    const get = await startSite(handle);
    const filtered = "/en/support/store-locator?governorate=erbil&service=esim&utm_source=x";
    expect((await get(filtered)).headers.get("x-cache")).toBe("miss");
    const again = await get("/en/support/store-locator?governorate=erbil&service=esim");
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(again.headers.get("cache-control")).toContain("public");

    const near = "/en/support/store-locator?governorate=erbil&service=esim&lat=36.19&lng=44.01";
    for (let i = 0; i < 2; i++) {
      const res = await get(near);
      expect(res.headers.get("x-cache")).not.toBe("hit");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-page-cache-until")).toBeNull();
      // The visitor's page, with distances: not the shared list served for the same filters.
      expect(await res.text()).toContain("Nearest first, from your location");
    }
  }));
