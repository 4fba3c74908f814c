import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { apiRouteGroup, observeApiRequest } from "../../lib/http-metrics.server.ts";

/**
 * Counts and times every API request by route group. Outermost, so the time includes the key and
 * session checks, and the status is the final one (a thrown error is already the error handler's
 * response when `next()` returns).
 */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // The last matched route is the handler that answered (or the wildcard middleware that refused).
    observeApiRequest(apiRouteGroup(routePath(c, -1)), c.res.status, (performance.now() - started) / 1000);
  };
}
