import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import * as root from "../../../app/root.tsx";
import * as layout from "../../../app/routes/locale-layout.tsx";
import * as offerPage from "../../../app/routes/offer-page.tsx";
import { testApi } from "../../../tests/api.ts";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { testOffering } from "../../../tests/factories/offerings.ts";
import { asBuilt, testRoutes } from "../../../tests/web-pages.ts";
import { saveOffering } from "../../domain/catalogue/offerings.ts";
import { locales } from "../../i18n/locales.ts";
import { createServerApp } from "../server-app.server.ts";
import { createPageCache } from "./create-page-cache.server.ts";
import { frontDoor } from "./front-door.server.ts";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** The whole server with its page cache in front, serving offer pages on a real socket. */
async function startSite(handle: Parameters<typeof testApi>[0]) {
  const config = testConfig({ PAGE_CACHE_CHECK_MS: "0" });
  const api = testApi(handle, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", PAGE_CACHE_CHECK_MS: "0" }) });
  const site = testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "offer", path: "offers/:offer", parentId: "routes/locale-layout", module: asBuilt(offerPage) },
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
  // As a browser: crawlers are given a bare status for errors (app/entry.server.tsx).
  return async (path: string) => {
    await pageCache?.settled();
    return fetch(`http://127.0.0.1:${port}${path}`, { headers: { "User-Agent": BROWSER } });
  };
}

const h1Of = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

test("an offer's page is shared from the cache until the catalogue changes, then shows the change in every language", () =>
  withRollback(async (handle, db) => {
    await saveOffering(db, testOffering("t-cached-offer"));
    const get = await startSite(handle);
    for (const { code } of locales) {
      expect((await get(`/${code}/offers/t-cached-offer`)).headers.get("x-cache")).toBe("miss");
      const again = await get(`/${code}/offers/t-cached-offer`);
      expect(again.status).toBe(200);
      expect(again.headers.get("x-cache")).toBe("hit");
    }
    await db.execute(sql`update offering_translations set name = name || ' Plus'
      where offering_id = (select id from offerings where slug = 't-cached-offer')`);
    const names = { en: "Turkey 3 GB Plus", ar: "تركيا 3 غيغابايت Plus", ku: "تورکیا 3 گیگابایت Plus" };
    for (const { code } of locales) {
      const after = await get(`/${code}/offers/t-cached-offer`);
      expect(after.headers.get("x-cache")).toBe("miss");
      expect(h1Of(await after.text())).toBe(names[code]);
    }
  }));

test("an offer taken off sale stops being served from the cache: its page says it ended, with a 404", () =>
  withRollback(async (handle, db) => {
    await saveOffering(db, testOffering("t-ending-offer"));
    const get = await startSite(handle);
    await get("/en/offers/t-ending-offer");
    expect((await get("/en/offers/t-ending-offer")).headers.get("x-cache")).toBe("hit");
    await db.execute(sql`update offerings set sellable_to = '2020-01-01' where slug = 't-ending-offer'`);
    const ended = await get("/en/offers/t-ending-offer");
    expect(ended.status).toBe(404);
    expect(h1Of(await ended.text())).toBe("This offer is no longer on sale");
    expect((await get("/en/offers/t-ending-offer")).headers.get("x-cache")).not.toBe("hit");
  }));
