import { bodyLimit } from "hono/body-limit";
import { traceRequests } from "../lib/tracing/http-span.server.ts";
import type { ApiDeps } from "./context.ts";
import { errorResponse } from "./error-handler.ts";
import { ApiError } from "./errors.ts";
import { applyMethodOverride, MAX_OVERRIDE_BODY } from "./method-override.ts";
import { apiKey } from "./middleware/api-key.ts";
import { requestContext } from "./middleware/request-context.ts";
import { requestMetrics } from "./middleware/request-metrics.ts";
import { sessionResolver } from "./middleware/session.ts";
import { openApiDocument } from "./openapi.ts";
import { type ApiApp, newRouter } from "./router.ts";
import { APPLICATION_UPLOAD_PATH } from "./routes/careers.ts";
import { docsRoutes } from "./routes/docs.ts";
import { healthRoutes } from "./routes/health.ts";
import { apiRoutes } from "./routes/index.ts";
import { PAYMENT_CALLBACK_PATH } from "./routes/payments.ts";
import { STAFF_API_PATH } from "./routes/staff.ts";
import { UPLOADS_API_PATH } from "./routes/uploads.ts";
import { USAGE_INGEST_PATH } from "./routes/usage-ingest.ts";

export { type ApiApp, newRouter };

/**
 * Paths under /api/v1 that carry no API key (each has another guard, or is public by nature). The
 * staff API takes its own credential instead (docs/decisions/034-staff-credentials-and-audit.md).
 */
const PUBLIC_API_PATHS = [/^\/api\/v1\/openapi\.json$/, USAGE_INGEST_PATH, PAYMENT_CALLBACK_PATH, STAFF_API_PATH];

/** The methods the site and the API answer; any other (TRACE among them) is refused with 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Paths the API answers; everything else belongs to the web app. */
export function isApiPath(pathname: string): boolean {
  return (
    pathname === "/api" ||
    pathname.startsWith("/api/") ||
    pathname === "/healthz" ||
    pathname === "/readyz" ||
    pathname === "/metrics" ||
    pathname === "/builds/latest.json" ||
    pathname.startsWith("/sandbox-gateway/")
  );
}

/**
 * Builds the HTTP API. The server mounts `fetch` for API paths; tests call it directly.
 * `routes` are the feature modules mounted under /api/v1 (tests may pass their own).
 */
export type RouteModule = { path: string; router: ApiApp };

export function createApi(deps: ApiDeps, routes: RouteModule[] = apiRoutes(deps)) {
  const app = newRouter();
  app.use(traceRequests());
  app.use(requestMetrics());
  app.use(requestContext(deps));
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => errorResponse(c, new ApiError(404, "not_found")));
  app.use(async (c, next) => {
    if (ALLOWED_METHODS.includes(c.req.method)) return next();
    throw new ApiError(405, "method_not_allowed", { headers: { Allow: ALLOWED_METHODS.join(", ") } });
  });

  app.route("/", healthRoutes());
  app.route("/api/docs", docsRoutes());
  // The sandbox gateway's hosted page: in a real deployment this page is the gateway's own site.
  if (deps.sandboxPages) app.route("/sandbox-gateway", deps.sandboxPages);

  const v1 = newRouter();
  v1.use(apiKey(PUBLIC_API_PATHS));
  v1.use(sessionResolver());
  const generalLimit = bodyLimit({
    maxSize: MAX_OVERRIDE_BODY,
    onError: () => Promise.reject(new ApiError(413, "payload_too_large")),
  });
  // The CV upload has its own, larger limit (careers routes); tus uploads are held to UPLOAD_MAX_BYTES by tus.
  const ownLimit = (path: string) => APPLICATION_UPLOAD_PATH.test(path) || UPLOADS_API_PATH.test(path);
  v1.use((c, next) => (ownLimit(c.req.path) ? next() : generalLimit(c, next)));
  // Hono copies a router's routes when it is mounted, so every module is added before v1 is.
  for (const { path, router } of routes) v1.route(path, router);
  app.route("/api/v1", v1);

  app.get("/api/v1/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(openApiDocument(app, deps.config));
  });

  return {
    app,
    /** The API's fetch handler: applies the `_method` override, then routes. */
    fetch: async (request: Request) => app.fetch(await applyMethodOverride(request)),
  };
}

export type Api = ReturnType<typeof createApi>;
