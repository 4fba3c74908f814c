/**
 * The network's usage feed (`/internal/usage-events`): batches of events, rated as they arrive.
 * It carries its own credential (X-Ingest-Key), not the public API key.
 */
import { z } from "zod";
import { defineOperation } from "./operation.ts";

export const usageEvent = z.object({
  id: z.string().min(1).max(100),
  msisdn: z.string().regex(/^9647\d{9}$/),
  type: z.enum(["data", "voice", "sms"]),
  occurredAt: z.iso.datetime({ offset: true }),
  quantity: z.number().int().positive().max(100_000_000).meta({ description: "Kilobytes, seconds or messages" }),
  destination: z.enum(["on_net", "off_net", "international", "roaming"]).optional(),
  app: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .meta({ description: "Where the line was, ISO 3166-1 alpha-2; IQ (home) when absent" }),
  peer: z
    .string()
    .regex(/^\d{6,15}$/)
    .optional()
    .meta({ description: "The other party of a call or SMS, international digits; stored only partly hidden" }),
  direction: z
    .enum(["outgoing", "incoming"])
    .optional()
    .meta({ description: "Calls: made or received; a received call is charged only when roaming" }),
  calledCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .meta({
      description: "Calls and SMS: the other party's country; prices international and roaming calls by country",
    }),
});

export const usageIngestResult = z.object({
  rated: z.number().int(),
  duplicates: z.number().int(),
  unknownLines: z.number().int(),
});

export type UsageEventInput = z.output<typeof usageEvent>;
export type UsageIngestResult = z.output<typeof usageIngestResult>;

export const ingestUsageEventsOp = defineOperation({
  method: "post",
  path: "/internal/usage-events",
  tags: ["Internal"],
  auth: "ingestKey",
  summary: "Rate a batch of usage events (service credential in X-Ingest-Key); repeated ids are ignored",
  body: { type: "json", schema: z.object({ events: z.array(usageEvent).min(1).max(1000) }) },
  success: { status: 200, description: "How each event went", schema: usageIngestResult },
  errors: [401, 422],
});
