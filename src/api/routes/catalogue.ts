import { createRoute, z } from "@hono/zod-openapi";
import { offering } from "../../contracts/api/catalogue.ts";
import { audiences, offeringTags, offeringTypes } from "../../contracts/catalogue.ts";
import { getOffering, listOfferings } from "../../domain/catalogue/offerings.ts";
import { personalOffers } from "../../domain/catalogue/personal-offers.ts";
import { errorResponses } from "../errors.ts";
import { requireActor } from "../middleware/session.ts";
import { newRouter } from "../router.ts";

export { offering };

const query = z.object({
  type: z.enum(offeringTypes).optional(),
  audience: z.enum(audiences).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  tag: z.enum(offeringTags).optional(),
});

/** The offer catalogue: public, localized by Accept-Language, cacheable. */
export function catalogueRoutes() {
  const r = newRouter();

  r.openapi(
    createRoute({
      method: "get",
      path: "/",
      tags: ["Catalogue"],
      summary: "Offerings on sale today, filtered by type, audience, roaming country and tag",
      request: { query },
      responses: {
        200: { description: "Offerings", content: { "application/json": { schema: z.array(offering) } } },
        ...errorResponses(422),
      },
    }),
    async (c) => {
      const rows = await listOfferings({ db: c.var.deps.database.db, locale: c.var.locale }, c.req.valid("query"));
      c.header("Cache-Control", "public, max-age=300");
      c.header("Vary", "Accept-Language");
      return c.json(rows as z.infer<typeof offering>[], 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/for-me",
      tags: ["Catalogue"],
      summary: "Offers for the signed-in customer's main line: what it may buy today, the best picks first",
      security: [{ apiKey: [], bearer: [] }],
      responses: {
        200: {
          description: "The line (number masked) and up to six offers",
          content: {
            "application/json": {
              schema: z.object({
                line: z.object({ msisdn: z.string(), billing: z.enum(["prepaid", "postpaid"]), kind: z.string() }),
                offers: z.array(offering),
              }),
            },
          },
        },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const actor = requireActor(c);
      const result = await personalOffers({ db: c.var.deps.database.db, locale: c.var.locale }, actor.accountId);
      c.header("Cache-Control", "private, no-store");
      return c.json(
        result as { line: { msisdn: string; billing: "prepaid" | "postpaid"; kind: string } } & {
          offers: z.infer<typeof offering>[];
        },
        200,
      );
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{slug}",
      tags: ["Catalogue"],
      summary: "One offering, with whether it is on sale today",
      request: { params: z.object({ slug: z.string().max(100) }) },
      responses: {
        200: {
          description: "Offering",
          content: { "application/json": { schema: offering.extend({ sellable: z.boolean() }) } },
        },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const row = await getOffering({ db: c.var.deps.database.db, locale: c.var.locale }, c.req.valid("param").slug);
      c.header("Cache-Control", "public, max-age=300");
      c.header("Vary", "Accept-Language");
      return c.json(row as z.infer<typeof offering> & { sellable: boolean }, 200);
    },
  );

  return r;
}
