import { timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context.ts";
import { ApiError } from "../errors.ts";

/**
 * Every API path needs a known `X-API-Key`, except those listed here (the public description, and
 * later the gateway callbacks and internal ingestion, which carry credentials of their own).
 * 403, not 401: 401 means "your session ended" and makes clients sign the user out.
 */
export function apiKey(publicPaths: readonly RegExp[]) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (publicPaths.some((p) => p.test(c.req.path))) return next();
    const key = c.req.header("x-api-key");
    if (!key) throw new ApiError(403, "api_key_missing");
    if (!isAccepted(key, c.var.deps.config.api.acceptedKeys)) throw new ApiError(403, "api_key_invalid");
    return next();
  });
}

function isAccepted(key: string, accepted: ReadonlySet<string>): boolean {
  const given = Buffer.from(key);
  let match = false;
  for (const candidate of accepted) {
    const expected = Buffer.from(candidate);
    if (expected.length === given.length && timingSafeEqual(expected, given)) match = true;
  }
  return match;
}
