/**
 * Member-area campaigns (`/campaigns/...`): the campaign page with what it features today, device
 * order requests, and the handset 4G checker (`/handsets`).
 */
import { z } from "zod";
import { campaignKinds, campaignStatuses, deviceLeadSchema } from "../campaign.ts";
import { handsetQuerySchema } from "../handsets.ts";
import { offeringOnSale } from "./catalogue.ts";
import { page } from "./content.ts";
import { defineOperation } from "./operation.ts";

export const campaign = z
  .object({
    slug: z.string(),
    kind: z.enum(campaignKinds),
    status: z.enum(campaignStatuses),
    startsOn: z.string().meta({ description: "First day, Baghdad time (YYYY-MM-DD)" }),
    endsOn: z.string().nullable().meta({ description: "Last day, or null while open-ended" }),
    page,
    terms: z.array(z.string()),
    offerings: z.array(offeringOnSale).meta({
      description: "What it features that is on sale today; empty unless the campaign is active",
    }),
    successor: z
      .object({ slug: z.string(), title: z.string() })
      .nullable()
      .meta({ description: "The running campaign that replaced an ended one" }),
  })
  .meta({ id: "Campaign" });

export const deviceLead = z
  .object({
    reference: z.string().meta({ example: "ZL-K7M2QX" }),
    created: z.boolean().meta({ description: "false: an open request for this device and number was updated" }),
  })
  .meta({ id: "DeviceOrderRequest" });

export const handset = z
  .object({ brand: z.string(), model: z.string(), year: z.number().int(), lte: z.boolean(), volte: z.boolean() })
  .meta({ id: "Handset" });

export type Campaign = z.output<typeof campaign>;
export type DeviceLead = z.output<typeof deviceLead>;
export type HandsetMatch = z.output<typeof handset>;

const slugParams = z.object({ slug: z.string().regex(/^[a-zA-Z0-9-]{1,80}$/) });
const tags = ["Campaigns"] as const;

export const getCampaignOp = defineOperation({
  method: "get",
  path: "/campaigns/{slug}",
  tags,
  auth: "apiKey",
  summary: "One campaign page: content, status today, terms, featured offerings and successor",
  params: slugParams,
  success: { status: 200, description: "Campaign", schema: campaign },
  errors: [404],
});

export const requestDeviceOp = defineOperation({
  method: "post",
  path: "/campaigns/{slug}/device-requests",
  tags,
  auth: "apiKey",
  summary: "Ask to buy a device from a campaign; sales calls back and the reference is sent by SMS",
  params: slugParams,
  body: { type: "json", schema: deviceLeadSchema },
  success: {
    status: 201,
    description: "Request recorded, SMS queued",
    schema: deviceLead,
    also: { status: 200, description: "An open request for this device and number was updated (no second SMS)" },
  },
  errors: [404, 409, 422, 429],
});

export const searchHandsetsOp = defineOperation({
  method: "get",
  path: "/handsets",
  tags,
  auth: "apiKey",
  summary: "Phones matching a brand, model or model code, with whether they work on 4G",
  query: handsetQuerySchema,
  success: { status: 200, description: "Up to 10 matches", schema: z.array(handset) },
  errors: [422],
});
