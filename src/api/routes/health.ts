import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { ApiEnv } from "../context.ts";

const healthSchema = z.object({ status: z.literal("ok") }).openapi("Health");
const readySchema = z
  .object({ status: z.enum(["ready", "unavailable"]), database: z.string(), reason: z.string().optional() })
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
      summary: "The database answers; load balancers route traffic only while this is 200",
      responses: {
        200: { description: "Ready", content: { "application/json": { schema: readySchema } } },
        503: { description: "Not ready, with the reason", content: { "application/json": { schema: readySchema } } },
      },
    }),
    async (c) => {
      const { database } = c.var.deps;
      c.header("Cache-Control", "no-store");
      try {
        await database.ping();
        return c.json({ status: "ready" as const, database: database.kind }, 200);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        c.var.log.warn({ reason }, "readiness check failed");
        return c.json({ status: "unavailable" as const, database: database.kind, reason: `database: ${reason}` }, 503);
      }
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

  return app;
}
