import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { WebEnv } from "../../app/context.ts";
import type { ApiTransport } from "../client/api-client.ts";
import type { Config } from "../config/config.server.ts";
import type { PublicConfig } from "../config/public-config.ts";
import { CARE_FORM_PAGE, EKYC_STEP_PAGE, ekycFormMaxBytes } from "../contracts/files.ts";
import { signClientIp } from "../lib/client-ip.ts";
import type { SiteGroup } from "../lib/http-metrics.server.ts";
import { fastCounter } from "../lib/metrics.server.ts";
import { appBadge } from "./app-badges.server.ts";
import { clientIpOf } from "./client-address.server.ts";
import type { KnownVersion } from "./page-cache/freshness.server.ts";
import { finishPage, type SharedRender } from "./page-cache/page-response.server.ts";
import { remoteApiTransport } from "./remote-api.server.ts";
import { carriesSession, refusal } from "./response-policy.server.ts";
import type { ServerParts } from "./server-app.server.ts";
import type { WebHandler } from "./web-handler.server.ts";

/** A page rendered for everyone, handed from the page handler to the outermost middleware to keep. */
export type KeptPage = SharedRender & { known: KnownVersion };

/** The variables the server app's layers hand each other for one request. */
export type ServerVariables = { keptPage: KeptPage; siteGroup: SiteGroup };

/** The largest body a page's form may send (the CV upload on careers excepted). */
export const PAGE_FORM_MAX_BYTES = 256 * 1024;
const CAREERS_PAGE = /^\/(en|ar|ku)\/about-us\/careers\/?$/;

/** A page everyone may share that was not in the cache and was rendered (the front door counts hits). */
const countCacheMiss = fastCounter(
  "page_cache_misses_total",
  "Shareable pages rendered because the shared page cache did not hold them",
);

/**
 * The web side of the server app: the built browser files and app badges, the page forms' body
 * limits, and every other request rendered by the web app, its HTML finished (CSP, caching) and
 * handed to the page cache when it may be shared.
 */
export function mountPages(
  app: Hono<{ Variables: ServerVariables }>,
  parts: ServerParts,
  web: WebHandler,
  shared: { publicConfig: PublicConfig; cookieSecret: string },
) {
  const { config, logger, build } = parts;
  const { publicConfig, cookieSecret } = shared;
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

/**
 * Hashed files never change under the same name. Pictures and the logo are replaced by new files
 * rather than edited, so a phone keeps them a week (and shows the old one a day longer while it
 * asks); anything else (robots.txt, favicon, manifest) is revalidated hourly.
 */
function staticCacheControl(path: string): string {
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
