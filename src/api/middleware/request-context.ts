import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { localeFromAcceptLanguage } from "../../i18n/locales.ts";
import type { ApiDeps, ApiEnv } from "../context.ts";

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives every request an id (kept from `X-Request-Id` when a trusted proxy set a sane one), a logger
 * that stamps it on every line, and the caller's language for messages. Logs one line per response.
 */
export function requestContext(deps: ApiDeps) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("locale", localeFromAcceptLanguage(c.req.header("accept-language")));
    c.set("actor", null);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    const status = c.res.status;
    log[status >= 500 ? "error" : "info"](
      {
        method: c.req.method,
        path: c.req.path,
        status,
        durationMs: Math.round(performance.now() - started),
      },
      "request",
    );
  });
}
