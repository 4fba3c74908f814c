import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { mayScrape } from "../../lib/metrics-access.ts";
import { METRICS_CONTENT_TYPE } from "../../lib/prometheus.server.ts";
import type { ApiEnv } from "../context.ts";
import { scrape } from "../metrics-scrape.ts";

const healthSchema = z.object({ status: z.literal("ok") }).openapi("Health");
const readySchema = z
  .object({
    status: z.enum(["ready", "unavailable"]),
    database: z.string().openapi({ description: "The database in use (pglite or postgres)" }),
    redis: z
      .enum(["ok", "degraded"])
      .optional()
      .openapi({ description: "With REDIS_URL: degraded while Redis is away and throttles count in the database" }),
    replica: z.enum(["ok", "degraded"]).optional().openapi({
      description: "With DATABASE_REPLICA_URL: degraded while the read replica is away and its reads go to the primary",
    }),
    reason: z
      .string()
      .optional()
      .openapi({ description: "Which dependency is away (e.g. `database: unreachable`), never its error text" }),
  })
  .openapi("Readiness");
const buildSchema = z
  .object({ id: z.string(), timestamp: z.string().openapi({ format: "date-time" }) })
  .openapi("BuildInfo");

/** Liveness, readiness and the running build; mounted at the site root, outside /api/v1. */
export function healthRoutes() {
  const app = new OpenAPIHono<ApiEnv>();

  app.openapi(
    createRoute({
      method: "get",
      path: "/healthz",
      tags: ["System"],
      summary: "The process is alive",
      responses: { 200: { description: "Alive", content: { "application/json": { schema: healthSchema } } } },
    }),
    (c) => c.json({ status: "ok" as const }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/readyz",
      tags: ["System"],
      summary:
        "The database answers; load balancers route traffic only while this is 200 (Redis being away only degrades it)",
      responses: {
        200: { description: "Ready", content: { "application/json": { schema: readySchema } } },
        503: { description: "Not ready, with the reason", content: { "application/json": { schema: readySchema } } },
      },
    }),
    async (c) => {
      const { database, throttle } = c.var.deps;
      c.header("Cache-Control", "no-store");
      const [ping, redis, replica] = await Promise.all([
        database.ping().then(
          () => null,
          (error: unknown) => error,
        ),
        throttle?.status(),
        // Only degraded when it is away: its reads fall back to the primary (src/api/read-replica.ts).
        database.replica?.ping().then(
          () => "ok" as const,
          () => "degraded" as const,
        ),
      ]);
      const away = [redis === "degraded" && "redis: unreachable", replica === "degraded" && "replica: unreachable"];
      const reasons = away.filter(Boolean).join("; ");
      const degraded = reasons ? { reason: reasons } : {};
      if (ping !== null) {
        // The error's text goes to the log only: it may name hosts, users or versions.
        const reason = ping instanceof Error ? ping.message : String(ping);
        c.var.log.warn({ reason }, "readiness check failed: the database does not answer");
        return c.json(
          { status: "unavailable" as const, database: database.kind, redis, replica, reason: "database: unreachable" },
          503,
        );
      }
      return c.json({ status: "ready" as const, database: database.kind, redis, replica, ...degraded }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/builds/latest.json",
      tags: ["System"],
      summary: "The running build; clients poll it (with ?t=) to notice a new version",
      request: { query: z.object({ t: z.string().optional() }) },
      responses: { 200: { description: "Build", content: { "application/json": { schema: buildSchema } } } },
    }),
    (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json(c.var.deps.build, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/metrics",
      tags: ["System"],
      summary:
        "This instance's metrics in the Prometheus text format (with `Authorization: Bearer METRICS_TOKEN`): requests and latency by route group, database pool and statement time, jobs, outbox depth, payment states, page-cache hits and misses, event-loop lag",
      responses: {
        200: { description: "Metrics", content: { "text/plain": { schema: z.string() } } },
        404: { description: "METRICS_TOKEN is not set, or the token does not match" },
      },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      // Unset or wrong both answer 404: a scanner learns nothing about whether metrics exist.
      if (!mayScrape(c.var.deps.config.metricsToken, c.req.header("authorization"))) return c.notFound();
      return c.text(await scrape(c.var.deps, c.var.log), 200, { "Content-Type": METRICS_CONTENT_TYPE });
    },
  );

  return app;
}
