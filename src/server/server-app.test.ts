import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { expect, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { sampleValue } from "../../tests/prometheus-text.ts";
import { translate } from "../i18n/catalogue.ts";
import { PAGE_CACHE_HEADER, pageCacheDirective } from "../lib/page-cache.ts";
import { registry } from "../lib/prometheus.server.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "./page-cache/page-cache.server.ts";
import { createApiProxy } from "./proxy.server.ts";
import { createServerApp } from "./server-app.server.ts";
import type { WebHandler } from "./web-handler.server.ts";
import { PAGE_FORM_MAX_BYTES } from "./web-pages.server.ts";

const build = { id: "b-1", timestamp: "2026-11-22T00:00:00.000Z" };

function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), "zain-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "entry-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\n");
  mkdirSync(join(dir, "images"));
  writeFileSync(join(dir, "images", "offer.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

const web: WebHandler = async (request, env) =>
  new Response(`<!doctype html><p>${new URL(request.url).pathname} ${env.config.apiKey} ${"page ".repeat(300)}</p>`, {
    headers: { "Content-Type": "text/html" },
  });

test("hashed assets are cached for a year as immutable; other files revalidate", async () => {
  const app = createServerApp({ config: testConfig(), logger: silentLogger(), build, web, clientDir: clientDir() });
  const hashed = await app.request("/assets/entry-abc123.js");
  expect(hashed.status).toBe(200);
  expect(hashed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const plain = await app.request("/robots.txt");
  expect(plain.headers.get("cache-control")).toBe("public, max-age=3600");
  const picture = await app.request("/images/offer.svg");
  expect(picture.headers.get("cache-control")).toBe("public, max-age=604800, stale-while-revalidate=86400");
});

test("text responses are compressed for clients that accept it", async () => {
  const app = createServerApp({ config: testConfig(), logger: silentLogger(), build, web, clientDir: clientDir() });
  const res = await app.request("/en", { headers: { "Accept-Encoding": "gzip" } });
  expect(res.headers.get("content-encoding")).toBe("gzip");
});

test("pages get the public configuration only, and a request id", async () => {
  const config = testConfig();
  const app = createServerApp({ config, logger: silentLogger(), build, web, clientDir: clientDir() });
  const res = await app.request("/en/prepaid/new-sim");
  const html = await res.text();
  expect(html).toContain("/en/prepaid/new-sim zain-web-public");
  expect(html).not.toContain(config.secrets.sessionPepper);
  expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain("nonce-");
});

test("web-only role forwards /api/v1 to the API with the session cookie turned into a bearer token", async () => {
  const seen: { url?: string; authorization?: string; cookie?: string } = {};
  const upstream = createServer((req, res) => {
    seen.url = req.url;
    seen.authorization = req.headers.authorization;
    seen.cookie = req.headers.cookie;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const address = upstream.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const config = testConfig({ SERVER_ROLE: "web", API_BASE_URL: origin });
    const app = createServerApp({
      config,
      logger: silentLogger(),
      build,
      web,
      proxy: createApiProxy(origin),
      clientDir: clientDir(),
    });
    const res = await app.request("/api/v1/lines?x=1", { headers: { Cookie: "auth_token=secret-token; other=1" } });
    expect(res.status).toBe(200);
    expect(seen).toEqual({ url: "/api/v1/lines?x=1", authorization: "Bearer secret-token", cookie: undefined });
    // A cookie-authenticated change from another site is refused before it reaches anything.
    const forged = await app.request("/api/v1/lines", {
      method: "POST",
      headers: { Cookie: "auth_token=secret-token", "Sec-Fetch-Site": "cross-site" },
    });
    expect(forged.status).toBe(403);
    expect((await app.request("/healthz")).status).toBe(200);
    expect(await (await app.request("/builds/latest.json")).json()).toEqual(build);
  } finally {
    upstream.close();
  }
});

test("a page form body past the limit is refused unread; the careers page and the care forms take their larger uploads", async () => {
  const app = createServerApp({ config: testConfig(), logger: silentLogger(), build, web, clientDir: clientDir() });
  const big = "x".repeat(PAGE_FORM_MAX_BYTES + 1);
  const refused = await app.request("/en/business/contact-us", { method: "POST", body: big });
  expect(refused.status).toBe(413);
  const small = await app.request("/en/business/contact-us", { method: "POST", body: "name=Sara" });
  expect(small.status).toBe(200);
  const upload = await app.request("/ar/about-us/careers?job=x", { method: "POST", body: big });
  expect(upload.status).toBe(200);
  // A screenshot goes with feedback, contact-us, a fault report and a ticket's reply.
  for (const page of ["/ar/myzain/feedback", "/ku/support/contact-us", "/en/myzain/help/ZT-K7M2QX.data"]) {
    expect((await app.request(page, { method: "POST", body: big })).status).toBe(200);
  }
});

test("a page form posted from another site, with or without a session, is a 403 page in the visitor's language", async () => {
  const app = createServerApp({ config: testConfig(), logger: silentLogger(), build, web, clientDir: clientDir() });
  const foreign: Record<string, string>[] = [
    { "Sec-Fetch-Site": "cross-site" },
    { Origin: "https://evil.example" },
    { Origin: "null", Cookie: "auth_token=secret-token" },
    { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
  ];
  for (const headers of foreign) {
    const res = await app.request("/ar/prepaid/recharge-my-prepaid-line", { method: "POST", headers, body: "a=1" });
    expect(res.status, JSON.stringify(headers)).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(translate("ar", "errors.cross_site_request"));
  }
  const ours = await app.request("/ar/prepaid/recharge-my-prepaid-line", {
    method: "POST",
    headers: { "Sec-Fetch-Site": "same-origin", Origin: new URL(testConfig().server.publicOrigin).origin },
    body: "a=1",
  });
  expect(ours.status).toBe(200);
});

test("a forged API call and an oversized page form are refused in the caller's language", async () => {
  const app = createServerApp({
    config: testConfig(),
    logger: silentLogger(),
    build,
    web,
    api: echoApi,
    clientDir: clientDir(),
  });
  const forged = await app.request("/api/v1/lines", {
    method: "POST",
    headers: { Cookie: "auth_token=secret-token", "Sec-Fetch-Site": "cross-site", "Accept-Language": "ckb" },
  });
  expect(forged.status).toBe(403);
  expect(await forged.json()).toEqual({
    code: "cross_site_request",
    message: translate("ku", "errors.cross_site_request"),
    requestId: expect.any(String),
  });
  const big = await app.request("/ku/business/contact-us", {
    method: "POST",
    body: "x".repeat(PAGE_FORM_MAX_BYTES + 1),
  });
  expect(big.status).toBe(413);
  expect(await big.text()).toContain(`<html lang="ckb" dir="rtl">`);
});

/** The in-process API's stand-in: says which bearer token it was given. */
const echoApi = async (request: Request) => Response.json({ authorization: request.headers.get("authorization") });

test("a session cookie that is not valid percent-encoding counts as no session, not a failure", async () => {
  const app = createServerApp({ config: testConfig(), logger: silentLogger(), build, api: echoApi });
  for (const cookie of ["auth_token=%E0%A4%A", "auth_token=%"]) {
    const res = await app.request("/api/v1/lines", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authorization: null });
  }
  const good = await app.request("/api/v1/lines", { headers: { Cookie: "auth_token=a%2Bb" } });
  expect(await good.json()).toEqual({ authorization: "Bearer a+b" });
});

test("every answer, page or API, turns off the browser features we never use", async () => {
  const app = createServerApp({
    config: testConfig(),
    logger: silentLogger(),
    build,
    web,
    api: echoApi,
    clientDir: clientDir(),
  });
  for (const path of ["/en", "/api/v1/lines", "/no/such/page"]) {
    const policy = (await app.request(path)).headers.get("permissions-policy") ?? "";
    expect(policy).toContain("camera=()");
    expect(policy).toContain("microphone=()");
    // The store locator and the fault report ask for the location on a press; no embedded frame may.
    expect(policy).toContain("geolocation=(self)");
    expect(policy).toContain("payment=()");
  }
});

test("a page asked for with the session cookie is private and never stored", async () => {
  const cached: WebHandler = async () =>
    new Response("<!doctype html><p>hello</p>", {
      headers: { "Content-Type": "text/html", [PAGE_CACHE_HEADER]: pageCacheDirective([]) },
    });
  const app = createServerApp({
    config: testConfig(),
    logger: silentLogger(),
    build,
    web: cached,
    clientDir: clientDir(),
  });
  for (const path of ["/en/myzain", "/en/myzain/statement", "/ar/myzain/profile-and-settings", "/en"]) {
    const res = await app.request(path, { headers: { Cookie: "consent=granted; auth_token=t-1" } });
    expect([path, res.headers.get("cache-control")]).toEqual([path, "private, no-store"]);
  }
  const refreshOnly = await app.request("/en/myzain", { headers: { Cookie: "auth_refresh=r-1" } });
  expect(refreshOnly.headers.get("cache-control")).toBe("private, no-store");
  const anonymous = await app.request("/en", { headers: { Cookie: "consent=granted" } });
  expect(anonymous.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
  expect(anonymous.headers.get("etag")).toMatch(/^W\/"[\w-]{27}"$/);
  const again = await app.request("/en", { headers: { "If-None-Match": anonymous.headers.get("etag") ?? "" } });
  expect(again.status).toBe(304);
  // A page its route does not declare shared (a form with a per-visitor token, say) is never stored.
  const undeclared = createServerApp({
    config: testConfig(),
    logger: silentLogger(),
    build,
    web,
    clientDir: clientDir(),
  });
  const plain = await undeclared.request("/en/prepaid/recharge-my-prepaid-line");
  expect(plain.headers.get("cache-control")).toBe("private, no-store");
});

/** Sends a raw request over a socket: no Request object can carry TRACE, but Node's server takes it. */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ port, host: "127.0.0.1", method, path, headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("TRACE and other unknown methods are refused with 405 on pages and on the API", async () => {
  const app = createServerApp({
    config: testConfig(),
    logger: silentLogger(),
    build,
    web,
    api: echoApi,
    clientDir: clientDir(),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  try {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const api = await rawRequest(port, "TRACE", "/api/v1/lines", { "Accept-Language": "ar" });
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    const body = JSON.parse(api.body);
    expect(body).toMatchObject({ code: "method_not_allowed", requestId: expect.any(String) });
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    const page = await rawRequest(port, "TRACE", "/ku/myzain");
    expect(page.status).toBe(405);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('lang="ckb" dir="rtl"');
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    expect((await rawRequest(port, "PROPFIND", "/en")).status).toBe(405);
    expect((await rawRequest(port, "GET", "/en")).status).toBe(200);
  } finally {
    server.close();
  }
});

test("every answer is counted and timed by its group: page, asset or system, never by its path", async () => {
  const app = createServerApp({ config: testConfig(), logger: silentLogger(), build, web, clientDir: clientDir() });
  const scrape = async () =>
    (await registry.getSingleMetricAsString("http_requests_total")) +
    (await registry.getSingleMetricAsString("http_request_duration_seconds"));
  const requests = (text: string, group: string, statusClass = "2xx") =>
    sampleValue(text, "http_requests_total", { group, status_class: statusClass }) ?? 0;
  const before = await scrape();
  expect((await app.request("/en/prepaid/new-sim")).status).toBe(200);
  expect((await app.request("/assets/entry-abc123.js")).status).toBe(200);
  expect((await app.request("/healthz")).status).toBe(200);
  const foreign = { method: "POST", headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" } };
  expect((await app.request("/en/prepaid/new-sim", foreign)).status).toBe(403);
  const after = await scrape();
  expect(requests(after, "page")).toBe(requests(before, "page") + 1);
  expect(requests(after, "asset")).toBe(requests(before, "asset") + 1);
  expect(requests(after, "system")).toBe(requests(before, "system") + 1);
  expect(requests(after, "page", "4xx")).toBe(requests(before, "page", "4xx") + 1);
  expect(sampleValue(after, "http_request_duration_seconds_count", { group: "asset" })).toBeGreaterThan(0);
  expect(after).not.toContain("new-sim");
});

test("a web-only instance answers /metrics itself, only to the token", async () => {
  const token = "metrics-token-for-the-test-0123456789abcdef";
  const config = testConfig({ METRICS_TOKEN: token });
  const app = createServerApp({ config, logger: silentLogger(), build, web, clientDir: clientDir() });
  const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  const text = await res.text();
  expect(text).toContain("# TYPE http_requests_total counter");
  expect(text).toContain("# TYPE nodejs_eventloop_lag_p99_seconds gauge");
  // Without it the request is the web app's like any unknown path (a 404 page in the real app).
  const refused = await app.request("/metrics", { headers: { Authorization: `Bearer ${token}x` } });
  expect(await refused.text()).not.toContain("http_requests_total");
});
