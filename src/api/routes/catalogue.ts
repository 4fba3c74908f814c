import { createRoute, z } from "@hono/zod-openapi";
import { audiences, offeringTags, offeringTypes } from "../../contracts/catalogue.ts";
import { getOffering, listOfferings } from "../../domain/catalogue/offerings.ts";
import { personalOffers } from "../../domain/catalogue/personal-offers.ts";
import { errorResponses } from "../errors.ts";
import { requireActor } from "../middleware/session.ts";
import { newRouter } from "../router.ts";

const allowances = z.object({
  dataMb: z.number().nullable().openapi({ description: "null: unlimited under fair use" }),
  onNetMinutes: z.number().nullable(),
  offNetMinutes: z.number().nullable(),
  sms: z.number().nullable(),
  apps: z.array(z.string()),
});

export const offering = z
  .object({
    slug: z.string(),
    type: z.enum(offeringTypes),
    name: z.string(),
    description: z.string(),
    priceIqd: z.number().int().openapi({ description: "Integer Iraqi dinars" }),
    validityDays: z.number().nullable(),
    allowances,
    audiences: z.array(z.enum(audiences)),
    countries: z.array(z.string()).openapi({ description: "ISO 3166-1 alpha-2, for roaming bundles" }),
    tags: z.array(z.enum(offeringTags)),
    sellableFrom: z.string().nullable(),
    sellableTo: z.string().nullable(),
    device: z
      .object({
        brand: z.string(),
        model: z.string(),
        options: z.array(
          z.object({
            storageGb: z.number(),
            colours: z.array(z.string()).openapi({ description: "Colour ids; names are devices.colour.<id> messages" }),
            priceIqd: z.number(),
            inStock: z.boolean(),
            availability: z
              .enum(["in_stock", "preorder", "out_of_stock"])
              .openapi({ description: "Today, Baghdad time" }),
          }),
        ),
        preorder: z.object({ from: z.string(), to: z.string() }).nullable(),
      })
      .nullable(),
  })
  .openapi("Offering");

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
