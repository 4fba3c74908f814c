import { timingSafeEqual } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { rateEvent } from "../../domain/usage/rating.ts";
import { ApiError, errorResponses } from "../errors.ts";
import { newRouter } from "../router.ts";

const event = z.object({
  id: z.string().min(1).max(100),
  msisdn: z.string().regex(/^9647\d{9}$/),
  type: z.enum(["data", "voice", "sms"]),
  occurredAt: z.iso.datetime({ offset: true }),
  quantity: z.number().int().positive().max(100_000_000).openapi({ description: "Kilobytes, seconds or messages" }),
  destination: z.enum(["on_net", "off_net", "international", "roaming"]).optional(),
  app: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});

/** Path of the network's usage feed: it carries its own credential, not the public API key. */
export const USAGE_INGEST_PATH = /^\/api\/v1\/internal\/usage-events$/;

function checkKey(given: string | undefined, expected: string) {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError(401, "ingest_key_invalid");
}

/** The usage feed from the network (`/api/v1/internal/usage-events`), rated as it arrives. */
export function usageIngestRoutes() {
  const r = newRouter();
  r.openapi(
    createRoute({
      method: "post",
      path: "/usage-events",
      tags: ["Internal"],
      summary: "Rate a batch of usage events (service credential in X-Ingest-Key); repeated ids are ignored",
      security: [{ ingestKey: [] }],
      request: {
        body: {
          content: { "application/json": { schema: z.object({ events: z.array(event).min(1).max(1000) }) } },
          required: true,
        },
      },
      responses: {
        200: {
          description: "How each event went",
          content: {
            "application/json": {
              schema: z.object({
                rated: z.number().int(),
                duplicates: z.number().int(),
                unknownLines: z.number().int(),
              }),
            },
          },
        },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      checkKey(c.req.header("x-ingest-key"), c.var.deps.config.secrets.usageIngestKey);
      const counts = { rated: 0, duplicates: 0, unknownLines: 0 };
      for (const e of c.req.valid("json").events) {
        const outcome = await rateEvent(c.var.deps.database.db, { ...e, occurredAt: new Date(e.occurredAt) });
        if (outcome === "rated") counts.rated += 1;
        else if (outcome === "duplicate") counts.duplicates += 1;
        else counts.unknownLines += 1;
      }
      return c.json(counts, 200);
    },
  );
  return r;
}
