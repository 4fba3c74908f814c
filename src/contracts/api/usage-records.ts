/**
 * Itemised usage of one of the signed-in customer's lines: every rated call, SMS and data session,
 * with what paid for it, newest first, a page at a time.
 */
import { z } from "zod";
import { paidFromNames, usageRecordsQuerySchema, usageRecordTypes } from "../usage-records.ts";
import { billing, lineParams, tags } from "./lines.ts";
import { defineOperation } from "./operation.ts";

export const usageRecordView = z.object({
  id: z.string(),
  occurredAt: z.string(),
  type: z.enum(usageRecordTypes),
  /** on_net, off_net, international or roaming; null for data at home. */
  destination: z.string().nullable(),
  app: z.string().nullable(),
  country: z.string(),
  /** The other party of a call or SMS, partly hidden ("0770 ••• ••12"); null for data. */
  peer: z.string().nullable(),
  /** Kilobytes, seconds or messages. */
  quantity: z.number().int(),
  fromBundles: z.number().int(),
  paidFrom: z.enum(paidFromNames),
  /** The bundle (or plan) that paid, named in the caller's language; null when none did. */
  bundle: z.object({ slug: z.string(), name: z.string() }).nullable(),
  chargedIqd: z.number().int(),
  /** What the balance could not cover when the session was cut. */
  overageIqd: z.number().int(),
});

export const usageRecordsView = z
  .object({
    line: z.object({ id: z.string(), msisdn: z.string(), billing }),
    from: z.string(),
    to: z.string(),
    records: z.array(usageRecordView),
    /** Pass as `before` for the older records; null on the last page. */
    next: z.string().nullable(),
  })
  .meta({ id: "UsageRecords" });

export type UsageRecordsView = z.output<typeof usageRecordsView>;
export type UsageRecord = z.output<typeof usageRecordView>;

export const listUsageRecordsOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/usage/records",
  tags,
  auth: "session",
  summary: "Itemised usage in a period (Baghdad days, default the last 30), newest first, by type and what paid",
  params: lineParams,
  query: usageRecordsQuerySchema,
  success: { status: 200, description: "Usage records", schema: usageRecordsView },
  errors: [401, 404, 422],
});
