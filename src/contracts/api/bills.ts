/**
 * One bill of a signed-in customer's postpaid line: its items and the payments against it, and
 * the same bill as a PDF in the caller's language. Only the customer's own lines and bills.
 */
import { z } from "zod";
import { billView } from "./line-history.ts";
import { lineParams, tags } from "./lines.ts";
import { defineOperation } from "./operation.ts";

/** Out-of-bundle usage on a bill, grouped as customers read it. */
export const billUsageKinds = ["calls", "international", "sms", "data", "roaming"] as const;
export type BillUsageKind = (typeof billUsageKinds)[number];

export const billItem = z
  .object({
    kind: z.enum(["plan", "bundle", "plan_change", "usage", "tax", "other"]),
    /** A plan's or bundle's name in the caller's language (its slug when it has no translation). */
    name: z.string().nullable(),
    /** What kind of usage, for `usage` items. */
    usage: z.enum(billUsageKinds).nullable(),
    /** Minutes, messages or megabytes charged beyond bundles; null where units differ (roaming). */
    quantity: z.object({ unit: z.enum(["minutes", "messages", "mb"]), value: z.number().int() }).nullable(),
    /** When a plan fee or bundle was charged; null for grouped usage and tax. */
    chargedAt: z.string().nullable(),
    amountIqd: z.number().int(),
  })
  .meta({ id: "BillItem" });

export const billDetailView = billView
  .extend({
    line: z.object({ id: z.string(), msisdn: z.string() }),
    /** Plan fees, then bundles, usage by kind and tax: they add up to the total. */
    items: z.array(billItem),
    payments: z.array(
      z.object({
        amountIqd: z.number().int(),
        source: z.enum(["payment", "reward"]),
        /** Null for a part paid before the bill kept its payments' dates. */
        paidAt: z.string().nullable(),
      }),
    ),
    /**
     * What to pay to settle this bill: its unpaid part plus that of older unpaid bills, since a
     * payment settles the oldest bill first.
     */
    toSettleIqd: z.number().int(),
  })
  .meta({ id: "BillDetail" });

export type BillItem = z.output<typeof billItem>;
export type BillDetail = z.output<typeof billDetailView>;

const billParams = lineParams.extend({
  billId: z.uuid().meta({ description: "Bill id from GET /lines/{lineId}/bills" }),
});

export const getBillOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/bills/{billId}",
  tags,
  auth: "session",
  summary: "One bill itemised (plan fees, bundles, usage by kind, tax) with the payments against it",
  params: billParams,
  success: { status: 200, description: "The bill", schema: billDetailView },
  errors: [401, 404, 422],
});

export const getBillPdfOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/bills/{billId}/pdf",
  tags,
  auth: "session",
  summary: "The bill as a PDF in the caller's language (Accept-Language), with the operator's details",
  description:
    "Arabic and Kurdish (Sorani) bills are shaped and laid out right to left, in an embedded font. " +
    "The answer is `application/pdf` with `Content-Disposition: attachment` and `Cache-Control: private, no-store`.",
  params: billParams,
  success: { status: 200, description: "The PDF file", file: { contentType: "application/pdf" } },
  errors: [401, 404, 422],
});
