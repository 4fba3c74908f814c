import { createRoute, z } from "@hono/zod-openapi";
import { campaignKinds, campaignStatuses, deviceLeadSchema } from "../../contracts/campaign.ts";
import { handsetQuerySchema } from "../../contracts/handsets.ts";
import { getCampaign } from "../../domain/campaigns/campaigns.ts";
import { searchHandsets } from "../../domain/campaigns/handsets.ts";
import { requestDevice } from "../../domain/campaigns/leads.ts";
import { errorResponses } from "../errors.ts";
import { limiterOf } from "../middleware/rate-limit.ts";
import { clientAddress } from "../middleware/session.ts";
import { newRouter } from "../router.ts";
import { offering } from "./catalogue.ts";
import { pageSchema } from "./content.ts";

const campaign = z
  .object({
    slug: z.string(),
    kind: z.enum(campaignKinds),
    status: z.enum(campaignStatuses),
    startsOn: z.string().openapi({ description: "First day, Baghdad time (YYYY-MM-DD)" }),
    endsOn: z.string().nullable().openapi({ description: "Last day, or null while open-ended" }),
    page: pageSchema,
    terms: z.array(z.string()),
    offerings: z.array(offering.extend({ sellable: z.boolean() })).openapi({
      description: "What it features that is on sale today; empty unless the campaign is active",
    }),
    successor: z
      .object({ slug: z.string(), title: z.string() })
      .nullable()
      .openapi({ description: "The running campaign that replaced an ended one" }),
  })
  .openapi("Campaign");

const lead = z
  .object({
    reference: z.string().openapi({ example: "ZL-K7M2QX" }),
    created: z.boolean().openapi({ description: "false: an open request for this device and number was updated" }),
  })
  .openapi("DeviceOrderRequest");

const handset = z
  .object({ brand: z.string(), model: z.string(), year: z.number().int(), lte: z.boolean(), volte: z.boolean() })
  .openapi("Handset");

const slugParam = z.object({ slug: z.string().regex(/^[a-zA-Z0-9-]{1,80}$/) });

/** Member-area campaigns, device order requests and the handset 4G checker. */
export function campaignRoutes() {
  const r = newRouter();

  r.openapi(
    createRoute({
      method: "get",
      path: "/campaigns/{slug}",
      tags: ["Campaigns"],
      summary: "One campaign page: content, status today, terms, featured offerings and successor",
      request: { params: slugParam },
      responses: {
        200: { description: "Campaign", content: { "application/json": { schema: campaign } } },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const view = await getCampaign({ db: c.var.deps.database.db, locale: c.var.locale }, c.req.valid("param").slug);
      c.header("Cache-Control", "public, max-age=300");
      c.header("Vary", "Accept-Language");
      return c.json(view as z.infer<typeof campaign>, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/campaigns/{slug}/device-requests",
      tags: ["Campaigns"],
      summary: "Ask to buy a device from a campaign; sales calls back and the reference is sent by SMS",
      request: {
        params: slugParam,
        body: { content: { "application/json": { schema: deviceLeadSchema } }, required: true },
      },
      responses: {
        201: { description: "Request recorded, SMS queued", content: { "application/json": { schema: lead } } },
        200: {
          description: "An open request for this device and number was updated (no second SMS)",
          content: { "application/json": { schema: lead } },
        },
        ...errorResponses(404, 409, 422, 429),
      },
    }),
    async (c) => {
      const { config, database } = c.var.deps;
      const result = await requestDevice(
        {
          db: database.db,
          locale: c.var.locale,
          limiter: limiterOf(c),
          client: clientAddress(c),
          brandName: config.brand.name,
        },
        c.req.valid("param").slug,
        c.req.valid("json"),
      );
      const body = { reference: result.reference, created: result.created };
      return result.created ? c.json(body, 201) : c.json(body, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/handsets",
      tags: ["Campaigns"],
      summary: "Phones matching a brand, model or model code, with whether they work on 4G",
      request: { query: handsetQuerySchema },
      responses: {
        200: { description: "Up to 10 matches", content: { "application/json": { schema: z.array(handset) } } },
        ...errorResponses(422),
      },
    }),
    async (c) => {
      const rows = await searchHandsets(c.var.deps.database.db, c.req.valid("query").q);
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(rows, 200);
    },
  );

  return r;
}
