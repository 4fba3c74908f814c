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
