import { createRoute, z } from "@hono/zod-openapi";
import { IRAQI_MOBILE_PREFIXES } from "../../contracts/campaign.ts";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";
import { errorResponses } from "../errors.ts";
import { newRouter } from "../router.ts";

/** Demo mode only (DESIGN.md "Modes"): read the SMS a number was sent, so the demo works without a phone. */
export function devRoutes() {
  const r = newRouter();
  r.openapi(
    createRoute({
      method: "get",
      path: "/sms-outbox",
      tags: ["Demo"],
      summary: "Messages sent to a number (demo mode only; absent otherwise)",
      request: { query: z.object({ msisdn: z.string().min(1) }) },
      responses: {
        200: {
          description: "Newest first",
          content: {
            "application/json": {
              schema: z.array(z.object({ body: z.string(), status: z.string(), createdAt: z.string() })),
            },
          },
        },
        ...errorResponses(422),
      },
    }),
    async (c) => {
      // Any Iraqi number: device order confirmations go to other networks' customers too.
      const msisdn = normalizeMsisdn(c.req.valid("query").msisdn, IRAQI_MOBILE_PREFIXES);
      const rows = msisdn ? await readOutbox(c.var.deps.database.db, msisdn) : [];
      c.header("Cache-Control", "no-store");
      return c.json(
        rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        200,
      );
    },
  );
  return r;
}
