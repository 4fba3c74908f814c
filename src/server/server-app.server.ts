import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { ALLOWED_METHODS, isApiPath } from "../api/app.ts";
import type { BuildInfo } from "../api/context.ts";
import type { ApiTransport } from "../client/api-client.ts";
import type { Config } from "../config/config.server.ts";
import { toPublicConfig } from "../config/public-config.ts";
import { CLIENT_IP_SIGNATURE, signClientIp } from "../lib/client-ip.ts";
import { decodeCookieValue, readCookie } from "../lib/cookies.ts";
import { observeSiteRequest } from "../lib/http-metrics.server.ts";
import type { Logger } from "../lib/logger.server.ts";
import { mayScrape } from "../lib/metrics-access.ts";
import { METRICS_CONTENT_TYPE, scrapeMetrics } from "../lib/prometheus.server.ts";
import { traceRequests } from "../lib/tracing/http-span.server.ts";
import { clientIpOf } from "./client-address.server.ts";
import type { PageCache } from "./page-cache/page-cache.server.ts";
import { withDeadline } from "./remote-api.server.ts";
import { methodNotAllowed, PERMISSIONS_POLICY, refusal } from "./response-policy.server.ts";
import { isSameOrigin } from "./same-origin.server.ts";
import type { WebHandler } from "./web-handler.server.ts";
import { mountPages, type ServerVariables } from "./web-pages.server.ts";

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

const SYSTEM_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/builds/latest.json"]);

/** Composes API, static assets and the web app into one fetch handler, according to the role. */
export function createServerApp(parts: ServerParts) {
  const { config, logger, build } = parts;
  const app = new Hono<{ Variables: ServerVariables }>();
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

  if (parts.web) mountPages(app, parts, parts.web, { publicConfig, cookieSecret });

  return app;
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
