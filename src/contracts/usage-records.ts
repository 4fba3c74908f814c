/** The itemised usage query, shared by the usage page (its filter form and CSV) and the API. */
import { z } from "zod";

export const usageRecordTypes = ["data", "voice", "sms"] as const;
/** The "Paid from" filter: records a bundle paid for (in part), or the balance or bill (in part). */
export const paidFromFilters = ["bundle", "balance"] as const;
export const paidFromNames = ["bundle", "balance", "bundle_and_balance", "free"] as const;

export type UsageRecordType = (typeof usageRecordTypes)[number];
export type PaidFromFilter = (typeof paidFromFilters)[number];
export type PaidFrom = (typeof paidFromNames)[number];

export const usageRecordsQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  type: z.enum(usageRecordTypes).optional(),
  paidFrom: z.enum(paidFromFilters).optional(),
  /** Keyset paging: the `next` of the page before, to continue with older records. */
  before: z.string().min(1).max(100).optional(),
  /** Records per page (default 50, at most 2000: the CSV reads a period in pages this size). */
  limit: z.coerce.number().int().min(1).max(2000).optional(),
});

export type UsageRecordsQuery = z.output<typeof usageRecordsQuerySchema>;
