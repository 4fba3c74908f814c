import { SpanStatusCode } from "@opentelemetry/api";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import { inServerSpan } from "./tracing.server.ts";

/**
 * One SERVER span per request, continuing an incoming `traceparent`. It carries the method, the
 * path without its query string (which may hold personal data), the status, the route that answered
 * when it is more than a catch-all, and the request id the logs carry (the answer's X-Request-Id).
 */
export function traceRequests() {
  return createMiddleware(async (c, next) => {
    const method = c.req.method;
    const attributes = { "http.request.method": method, "url.path": c.req.path };
    await inServerSpan(method, c.req.raw.headers, attributes, async (span) => {
      await next();
      const status = c.res.status;
      span.setAttribute("http.response.status_code", status);
      const route = routePath(c);
      if (route && !route.includes("*")) {
        span.setAttribute("http.route", route);
        span.updateName(`${method} ${route}`);
      }
      const requestId = c.res.headers.get("x-request-id");
      if (requestId) span.setAttribute("request.id", requestId);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    });
  });
}
