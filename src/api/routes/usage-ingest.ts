import { timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { ingestUsageEventsOp } from "../../contracts/api/usage.ts";
import { rateEvent } from "../../domain/usage/rating.ts";
import type { ApiEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Path of the network's usage feed: it carries its own credential, not the public API key. */
export const USAGE_INGEST_PATH = /^\/api\/v1\/internal\/usage-events$/;

function checkKey(given: string | undefined, expected: string) {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError(401, "ingest_key_invalid");
}

/** The feed's guard: the X-Ingest-Key is checked before the body is read. */
const ingestKey = createMiddleware<ApiEnv>(async (c, next) => {
  checkKey(c.req.header("x-ingest-key"), c.var.deps.config.secrets.usageIngestKey);
  await next();
});

/** The usage feed from the network (`/api/v1/internal/usage-events`), rated as it arrives. */
export function usageIngestRoutes() {
  const r = newRouter();
  r.use(ingestUsageEventsOp.path, ingestKey);
  implement(r, ingestUsageEventsOp, async (_c, { ctx, body }) => {
    const counts = { rated: 0, duplicates: 0, unknownLines: 0 };
    for (const e of body.events) {
      const outcome = await rateEvent({ ctx, input: { ...e, occurredAt: new Date(e.occurredAt) } });
      if (outcome === "rated") counts.rated += 1;
      else if (outcome === "duplicate") counts.duplicates += 1;
      else counts.unknownLines += 1;
    }
    return counts;
  });
  return r;
}
