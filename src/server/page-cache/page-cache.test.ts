import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, expect, test, vi } from "vitest";
import * as root from "../../../app/root.tsx";
import * as campaignPage from "../../../app/routes/campaign-page.tsx";
import * as contentPage from "../../../app/routes/content-page.tsx";
import * as layout from "../../../app/routes/locale-layout.tsx";
import * as dashboard from "../../../app/routes/myzain/dashboard.tsx";
import { testApi } from "../../../tests/api.ts";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { makeCampaign } from "../../../tests/factories/campaigns.ts";
import { sampleValue } from "../../../tests/prometheus-text.ts";
import { asBuilt, sessionToken, testRoutes } from "../../../tests/web-pages.ts";
import { offerings, offeringTranslations } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { type LocaleCode, locales } from "../../i18n/locales.ts";
import { counterValue } from "../../lib/metrics.server.ts";
import { registry } from "../../lib/prometheus.server.ts";
import { createServerApp } from "../server-app.server.ts";
import { createPageCache } from "./create-page-cache.server.ts";
import { frontDoor } from "./front-door.server.ts";

const build = { id: "b-1", timestamp: "2026-11-22T00:00:00.000Z" };
let server: Server | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** The API with its read cache asking for the content version on every read, as the page cache does here. */
const siteApi = (handle: Parameters<typeof testApi>[0]) =>
  testApi(handle, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", PAGE_CACHE_CHECK_MS: "0" }) });

/** The whole server as `npm start` runs it (front door, cache, pages, API), on a real socket. */
async function startSite(api: ReturnType<typeof testApi>) {
  const config = testConfig({ PAGE_CACHE_CHECK_MS: "0" });
  const site = testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "page:about", path: "about-us/who-we-are", parentId: "routes/locale-layout", module: asBuilt(contentPage) },
      {
        id: "page:campaign",
        path: "member-area/cache-test",
        parentId: "routes/locale-layout",
        module: asBuilt(campaignPage),
      },
      { id: "routes/myzain/dashboard", path: "myzain", parentId: "routes/locale-layout", module: asBuilt(dashboard) },
    ],
    (request) => api.fetch(request),
  );
  const transport = (request: Request) => api.fetch(request);
  const pageCache = createPageCache(config, { baseUrl: "http://localhost/api/v1", transport }, silentLogger());
  // Static files are not what this test is about: an empty folder, so no build is needed.
  const clientDir = mkdtempSync(join(tmpdir(), "zain-client-"));
  const app = createServerApp({
    config,
    logger: silentLogger(),
    build,
    api: transport,
    web: site.web,
    pageCache,
    clientDir,
  });
  server = createServer(frontDoor(pageCache, getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // Pages are kept once compressed, just after they are sent: each request starts when that is done.
  return async (path: string, headers: Record<string, string> = {}) => {
    await pageCache?.settled();
    return fetch(`http://127.0.0.1:${port}${path}`, { headers: { "Accept-Encoding": "gzip", ...headers } });
  };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The ended notice as drawn (the page's data also carries the messages, so match the element). */
const endedHeading = (code: LocaleCode) => `<h1>${translate(code, "campaign.ended.title")}</h1>`;

test("a public page is rendered once, then served from the cache to every anonymous visitor, gzip and 304 included", () =>
  withRollback(async (handle) => {
    const get = await startSite(siteApi(handle));
    const cachedRequests = async (statusClass: string) =>
      sampleValue(await registry.getSingleMetricAsString("http_requests_total"), "http_requests_total", {
        group: "page_cached",
        status_class: statusClass,
      }) ?? 0;
    const counted = {
      misses: counterValue("page_cache_misses_total"),
      hits: counterValue("page_cache_hits_total", { status: "200" }),
      notModified: counterValue("page_cache_hits_total", { status: "304" }),
      cached2xx: await cachedRequests("2xx"),
      cached3xx: await cachedRequests("3xx"),
    };
    const first = await get("/en/about-us/who-we-are?utm_source=sms&fbclid=x");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    const html = await first.text();
    const second = await get("/en/about-us/who-we-are");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(await second.text()).toBe(html);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, must-revalidate");
    expect(second.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    const revalidated = await get("/en/about-us/who-we-are", { "If-None-Match": second.headers.get("etag") ?? "" });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    // The hit rate's two halves (docs/decisions/076): one render, then one hit and one 304.
    expect(counterValue("page_cache_misses_total")).toBe(counted.misses + 1);
    expect(counterValue("page_cache_hits_total", { status: "200" })).toBe(counted.hits + 1);
    expect(counterValue("page_cache_hits_total", { status: "304" })).toBe(counted.notModified + 1);
    expect(await cachedRequests("2xx")).toBe(counted.cached2xx + 1);
    expect(await cachedRequests("3xx")).toBe(counted.cached3xx + 1);
  }));

test("a content change and a catalogue change show on the next request in all three languages", () =>
  withRollback(async (handle, db) => {
    const get = await startSite(siteApi(handle));
    await makeCampaign(db, "cache-test");
    for (const { code } of locales) {
      expect(titleOf(await (await get(`/${code}/about-us/who-we-are`)).text())).not.toContain("(edited)");
      expect((await get(`/${code}/about-us/who-we-are`)).headers.get("x-cache")).toBe("hit");
    }
    // An editor's change, straight in SQL: the database's triggers move the content version.
    await db.execute(sql`update page_translations set title = title || ' (edited)'
      where page_id = (select id from pages where slug = 'about-us/who-we-are')`);
    for (const { code } of locales) {
      const after = await get(`/${code}/about-us/who-we-are`);
      expect(after.headers.get("x-cache")).toBe("miss");
      expect(titleOf(await after.text())).toContain("(edited)");
    }
    // The catalogue: the campaign page lists today's hot offers; one of them is renamed.
    const before = await (await get("/en/member-area/cache-test")).text();
    const hotNames = await db
      .select({ id: offerings.id, name: offeringTranslations.name })
      .from(offerings)
      .innerJoin(offeringTranslations, eq(offeringTranslations.offeringId, offerings.id))
      .where(and(eq(offeringTranslations.locale, "en"), sql`'hot' = any(${offerings.tags})`));
    const hot = hotNames.find((offering) => before.includes(offering.name));
    expect(hot).toBeDefined();
    await db.execute(sql`update offering_translations set name = name || ' Plus' where offering_id = ${hot?.id}`);
    for (const { code } of locales) {
      const html = await (await get(`/${code}/member-area/cache-test`)).text();
      const [row] = await db
        .select({ name: offeringTranslations.name })
        .from(offeringTranslations)
        .where(and(eq(offeringTranslations.offeringId, hot?.id ?? ""), eq(offeringTranslations.locale, code)));
      expect(row?.name.endsWith(" Plus")).toBe(true);
      expect(html).toContain(row?.name);
    }
  }));

test("a campaign that ends is shown as ended on the first request after midnight in Baghdad, in every language", () =>
  withRollback(async (handle, db) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:59 in Baghdad (UTC+3) on the campaign's last day.
    vi.setSystemTime(new Date("2026-12-31T20:59:00Z"));
    await makeCampaign(db, "cache-test", { endsOn: "2026-12-31" });
    const get = await startSite(siteApi(handle));
    for (const { code } of locales) {
      await get(`/${code}/member-area/cache-test`);
      const running = await get(`/${code}/member-area/cache-test`);
      expect(running.headers.get("x-cache")).toBe("hit");
      expect(await running.text()).not.toContain(endedHeading(code));
    }
    vi.setSystemTime(new Date("2026-12-31T21:00:01Z"));
    for (const { code } of locales) {
      const ended = await get(`/${code}/member-area/cache-test`);
      expect(ended.headers.get("x-cache")).toBe("miss");
      expect(await ended.text()).toContain(endedHeading(code));
    }
  }));

test("signed-in pages, and any page asked for with a session cookie, are private and never stored", () =>
  withRollback(async (handle, db) => {
    const api = siteApi(handle);
    const get = await startSite(api);
    await get("/en/about-us/who-we-are");
    expect((await get("/en/about-us/who-we-are")).headers.get("x-cache")).toBe("hit");
    const { msisdn } = await makeCustomer(db, { name: "Sara Test" });
    const token = encodeURIComponent(await sessionToken(api, msisdn));
    for (const path of ["/en/about-us/who-we-are", "/en/myzain", "/ar/myzain"]) {
      const res = await get(path, { Cookie: `auth_token=${token}` });
      expect([path, res.headers.get("cache-control"), res.headers.get("x-cache")]).toEqual([
        path,
        "private, no-store",
        null,
      ]);
    }
    // The anonymous copy was not replaced by the signed-in one.
    const anonymous = await (await get("/en/about-us/who-we-are")).text();
    expect(anonymous).not.toContain("Sara Test");
  }));
