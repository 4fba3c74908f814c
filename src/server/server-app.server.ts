import { createHmac } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { WebEnv } from "../../app/context.ts";
import { ALLOWED_METHODS, isApiPath } from "../api/app.ts";
import type { BuildInfo } from "../api/context.ts";
import type { ApiTransport } from "../client/api-client.ts";
import type { Config } from "../config/config.server.ts";
import { toPublicConfig } from "../config/public-config.ts";
import { CARE_FORM_PAGE, EKYC_STEP_PAGE, ekycFormMaxBytes } from "../contracts/files.ts";
import { CLIENT_IP_SIGNATURE, signClientIp } from "../lib/client-ip.ts";
import { decodeCookieValue, readCookie } from "../lib/cookies.ts";
import { observeSiteRequest, type SiteGroup } from "../lib/http-metrics.server.ts";
import type { Logger } from "../lib/logger.server.ts";
import { fastCounter } from "../lib/metrics.server.ts";
import { mayScrape } from "../lib/metrics-access.ts";
import { METRICS_CONTENT_TYPE, scrapeMetrics } from "../lib/prometheus.server.ts";
import { traceRequests } from "../lib/tracing/http-span.server.ts";
import { appBadge } from "./app-badges.server.ts";
import type { KnownVersion } from "./page-cache/freshness.server.ts";
import type { PageCache } from "./page-cache/page-cache.server.ts";
import { finishPage, type SharedRender } from "./page-cache/page-response.server.ts";
import { remoteApiTransport, withDeadline } from "./remote-api.server.ts";
import { carriesSession, methodNotAllowed, PERMISSIONS_POLICY, refusal } from "./response-policy.server.ts";
import { isSameOrigin } from "./same-origin.server.ts";
import type { WebHandler } from "./web-handler.server.ts";

export type ServerParts = {
  config: Config;
  logger: Logger;
  build: BuildInfo;
  /** The API's fetch handler when it runs in this process. */
  api?: ApiTransport;
  /** Forwarder to a remote API (web-only role). */
  proxy?: (request: Request) => Promise<Response>;
  web?: WebHandler;
  clientDir?: string;
  /** The shared cache of rendered public pages (its front door answers hits before this app). */
  pageCache?: PageCache;
  /** True once the process is stopping: /readyz then answers 503 so balancers stop sending. */
  draining?: () => boolean;
};

/** A page rendered for everyone, handed from the page handler to the outermost middleware to keep. */
type KeptPage = SharedRender & { known: KnownVersion };

/** The largest body a page's form may send (the CV upload on careers excepted). */
export const PAGE_FORM_MAX_BYTES = 256 * 1024;
const CAREERS_PAGE = /^\/(en|ar|ku)\/about-us\/careers\/?$/;

/** A page everyone may share that was not in the cache and was rendered (the front door counts hits). */
const countCacheMiss = fastCounter(
  "page_cache_misses_total",
  "Shareable pages rendered because the shared page cache did not hold them",
);
const SYSTEM_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/builds/latest.json"]);

/** Composes API, static assets and the web app into one fetch handler, according to the role. */
export function createServerApp(parts: ServerParts) {
  const { config, logger, build } = parts;
  const app = new Hono<{ Variables: { keptPage: KeptPage; siteGroup: SiteGroup } }>();
  const publicConfig = toPublicConfig(config);
  const cookieSecret = createHmac("sha256", config.secrets.sessionPepper).update("web-cookies").digest("base64url");

  // Outermost: one trace span per request (no-op unless OTEL_EXPORTER_OTLP_ENDPOINT is set); then
  // every answer of this app is counted and timed by its group (the front door counts its own).
  app.use(traceRequests());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const path = c.req.path;
    const group = isApiPath(path) ? (SYSTEM_PATHS.has(path) ? "system" : "api") : (c.get("siteGroup") ?? "page");
    observeSiteRequest(group, c.res.status, (performance.now() - started) / 1000);
  });
  // Next, so the page is kept with every header the layers below add (security headers).
  app.use(async (c, next) => {
    await next();
    const kept = c.get("keptPage");
    if (!kept || !parts.pageCache) return;
    const url = new URL(c.req.url);
    const cookie = c.req.header("cookie");
    parts.pageCache
      .keep({ url, cookie }, kept.query, kept.known, { ...kept, headers: c.res.headers })
      .catch((error) => {
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "page cache: could not keep a page",
        );
      });
  });
  app.use(compress());
  app.use(
    secureHeaders({
      // The API reference sets its own CSP; pages get theirs from the web app.
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.env === "production" ? "max-age=31536000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );

  // Node parses TRACE (and a few others) but no Request can carry it, so it is refused here, before
  // either the API or the pages would try to build one.
  app.use("*", async (c, next) => {
    if (ALLOWED_METHODS.includes(c.req.method)) return next();
    return methodNotAllowed(c.req.path, c.req.header("accept-language"));
  });

  // DESIGN.md "Who holds the token": a state change that relies on the session cookie must come
  // from our own pages. Browsers say where a request comes from; a foreign origin is refused.
  // Page forms are only ever posted by our own pages, cookie or not (React Router would refuse a
  // foreign Origin too, with a bare "Bad Request"): they get the refusal page in their language.
  app.use("*", async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const page = !isApiPath(c.req.path);
    if (!page && (!readCookie(c.req.header("cookie"), "auth_token") || c.req.header("authorization"))) return next();
    if (!isSameOrigin(c.req.raw, config.server.publicOrigin)) {
      return refusal(c.req.path, c.req.header("accept-language"), 403, "cross_site_request");
    }
    return next();
  });

  app.all("*", async (c, next) => {
    const path = c.req.path;
    if (!isApiPath(path)) return next();
    if (path === "/readyz" && parts.draining?.()) return shuttingDown(c, config);
    const clientIp = clientIpOf(c, config.server.trustProxy);
    const token = decodeCookieValue(readCookie(c.req.header("cookie"), "auth_token"));
    // Browsers reach the API through here: the client address is ours to state, never theirs, and
    // the session travels as a bearer token taken from the HttpOnly cookie, in every role alike.
    const pepper = config.secrets.sessionPepper;
    if (parts.api) return parts.api(forApi(c.req.raw, clientIp, pepper, token));
    if (parts.proxy && path.startsWith("/api/")) return parts.proxy(forApi(c.req.raw, clientIp, pepper, token));
    if (path === "/healthz") return c.json({ status: "ok" });
    if (path === "/builds/latest.json") return c.json(build, 200, { "Cache-Control": "no-cache" });
    if (path === "/readyz" && parts.proxy) return readyThroughApi(c.req.raw, config, logger);
    // A web-only instance has no API to answer /metrics: it exposes its own process here (pages,
    // assets, page cache, event loop), behind the same token; the database's series are the API's.
    if (path === "/metrics" && mayScrape(config.metricsToken, c.req.header("authorization"))) {
      return c.body(await scrapeMetrics(), 200, { "Content-Type": METRICS_CONTENT_TYPE, "Cache-Control": "no-store" });
    }
    return next();
  });

  if (parts.web) {
    const web = parts.web;
    const clientDir = parts.clientDir ?? "build/web/client";
    const statics = serveStatic({ root: clientDir, precompressed: true });
    app.use("*", async (c, next) => {
      const badge = c.req.method === "GET" ? await appBadge(c, config.appStores.badgesDir) : null;
      if (badge) {
        c.set("siteGroup", "asset");
        return badge;
      }
      let missing = false;
      const found = await statics(c, async () => {
        missing = true;
      });
      if (missing || !found) return next();
      c.set("siteGroup", "asset");
      found.headers.set("Cache-Control", staticCacheControl(c.req.path));
      return found;
    });
    // Page forms are small: a body past the limit is refused before any of it is held in memory.
    // The careers page reads its CV upload itself, against the configured CV size; the identity
    // check's steps take up to three photos (app/lib/form-uploads.server.ts), the care forms a screenshot.
    const formLimit = bodyLimit({
      maxSize: PAGE_FORM_MAX_BYTES,
      onError: (c) => refusal(c.req.path, c.req.header("accept-language"), 413, "payload_too_large"),
    });
    const ekycLimit = bodyLimit({
      maxSize: ekycFormMaxBytes(config.files.uploadMaxBytes),
      onError: (c) => refusal(c.req.path, c.req.header("accept-language"), 413, "payload_too_large"),
    });
    app.use("*", (c, next) => {
      if (c.req.method === "GET" || c.req.method === "HEAD" || CAREERS_PAGE.test(c.req.path)) return next();
      const photos = EKYC_STEP_PAGE.test(c.req.path) || CARE_FORM_PAGE.test(c.req.path);
      return photos ? ekycLimit(c, next) : formLimit(c, next);
    });
    const apiBaseUrl = pagesApiBaseUrl(config, Boolean(parts.api));
    const apiTransport: ApiTransport = parts.api ?? remoteApiTransport();
    app.all("*", async (c) => {
      const requestId = crypto.randomUUID();
      const clientIp = clientIpOf(c, config.server.trustProxy);
      const log = logger.child({ requestId });
      // The content version is taken before rendering: a change made during the render is not missed.
      const known = parts.pageCache && c.req.method === "GET" ? await parts.pageCache.versionForRender() : null;
      const env: WebEnv = {
        config: publicConfig,
        apiBaseUrl,
        apiTransport,
        requestId,
        clientIp,
        clientIpSignature: signClientIp(config.secrets.sessionPepper, clientIp),
        secureCookies: config.env !== "development",
        cookieSecret,
        build,
        contentVersion: known?.version ?? null,
        log: (level, message, fields) => log[level](fields ?? {}, message),
      };
      const started = performance.now();
      let response = await web(c.req.raw, env);
      if (response.headers.get("content-type")?.startsWith("text/html")) {
        const page = await finishPage(c.req.raw, response, config.gtm.enabled, config.maps.tileOrigin);
        response = page.response;
        if (page.shared && known) {
          c.set("keptPage", { ...page.shared, known });
          response.headers.set("X-Cache", "miss");
          countCacheMiss();
        }
      }
      response.headers.set("X-Request-Id", requestId);
      // A page asked for with the session cookie shows that customer (their name in the header at
      // least, their lines and bills on myzain): no cache may keep it or hand it to anyone else.
      if (carriesSession(c.req.header("cookie"))) response.headers.set("Cache-Control", "private, no-store");
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: response.status,
          durationMs: Math.round(performance.now() - started),
        },
        "request",
      );
      return response;
    });
  }

  return app;
}

/**
 * Hashed files never change under the same name. Pictures and the logo are replaced by new files
 * rather than edited, so a phone keeps them a week (and shows the old one a day longer while it
 * asks); anything else (robots.txt, favicon, manifest) is revalidated hourly.
 */
export function staticCacheControl(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (path.startsWith("/images/") || path.startsWith("/brand/")) {
    return "public, max-age=604800, stale-while-revalidate=86400";
  }
  return "public, max-age=3600";
}

/** Where pages reach the API: this process (through its fetch handler) or the configured remote one. */
export function pagesApiBaseUrl(config: Config, inProcess: boolean): string {
  return inProcess ? `${config.server.publicOrigin}/api/v1` : `${config.api.externalBaseUrl}/api/v1`;
}

/** A load balancer's probe gives up after a few seconds; answer before it does. */
const READY_TIMEOUT_MS = 3_000;

async function readyThroughApi(request: Request, config: Config, logger: Logger): Promise<Response> {
  try {
    const response = await fetch(new URL("/readyz", config.api.externalBaseUrl), {
      signal: withDeadline(request.signal, READY_TIMEOUT_MS),
    });
    return new Response(response.body, { status: response.status, headers: { "Content-Type": "application/json" } });
  } catch (error) {
    logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      "readiness: the API does not answer",
    );
    return Response.json({ status: "unavailable", database: "unknown", reason: "api: unreachable" }, { status: 503 });
  }
}

/** The browser's address: the socket's, or the last X-Forwarded-For entry behind a trusted proxy. */
function clientIpOf(c: Context, trustProxy: boolean): string {
  // The proxy appends the address it saw; anything before it is the client's own claim.
  const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
  if (trustProxy && forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

function forApi(request: Request, ip: string, pepper: string, token: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.set("X-Client-IP", ip);
  headers.set(CLIENT_IP_SIGNATURE, signClientIp(pepper, ip));
  headers.delete("X-Client-Agent");
  headers.delete("Cookie");
  if (token && !headers.has("authorization")) headers.set("Authorization", `Bearer ${token}`);
  return new Request(request, { headers });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** /readyz of a stopping instance, in the readiness answer's shape (src/api/routes/health.ts). */
function shuttingDown(c: Context, config: Config) {
  c.header("Cache-Control", "no-store");
  return c.json({ status: "unavailable", database: config.database.kind, reason: "shutting down" }, 503);
}
