/**
 * The signed-in customer's lines (`/lines/...`): balance and buckets, offers, bundle purchases,
 * service switches and suspension (usage, statement and bills: `line-history.ts`). Only the customer's own lines, by opaque id.
 */
import { z } from "zod";
import { bucketKinds, idempotencyKeySchema, purchaseSchema, servicesPatchSchema } from "../myzain.ts";
import { suspensionReasons } from "../staff.ts";
import { offering, personalOffersView } from "./catalogue.ts";
import { defineOperation } from "./operation.ts";

export const billing = z.enum(["prepaid", "postpaid"]);

/**
 * Why a suspended line is suspended, as its customer sees it: by themselves (they may resume it)
 * or by the operator (they may not; the reason says what to do). Null when the line is not suspended.
 */
export const customerSuspension = z
  .object({
    by: z.enum(["customer", "operator"]),
    reasonCode: z.enum(suspensionReasons),
    since: z.string().nullable().meta({ description: "Null for a suspension older than this record" }),
  })
  .nullable()
  .meta({ id: "LineSuspension" });

export const lineSummary = z
  .object({
    id: z.string(),
    msisdn: z.string().meta({ example: "9647800000001" }),
    billing,
    kind: z.enum(["mobile", "broadband"]),
    status: z.enum(["active", "suspended", "terminated"]),
    suspension: customerSuspension,
    balanceIqd: z.number().int(),
    creditLimitIqd: z.number().int(),
  })
  .meta({ id: "LineWithBalance" });

export const bucket = z
  .object({
    id: z.string(),
    kind: z.enum(bucketKinds),
    apps: z.array(z.string()),
    roaming: z.boolean(),
    unlimited: z.boolean(),
    total: z.number().int().nullable().meta({ description: "Kilobytes, seconds or messages; null: unlimited" }),
    used: z.number().int(),
    remaining: z.number().int().nullable(),
    startsAt: z.string(),
    expiresAt: z.string().nullable(),
    subscription: z
      .object({ id: z.string(), offering: z.string(), name: z.string(), autoRenew: z.boolean() })
      .nullable(),
  })
  .meta({ id: "Bucket" });

export const balanceView = z
  .object({
    line: z.object({
      id: z.string(),
      msisdn: z.string(),
      billing,
      kind: z.enum(["mobile", "broadband"]),
      status: z.enum(["active", "suspended", "terminated"]),
      suspension: customerSuspension,
    }),
    balanceIqd: z.number().int().meta({ description: "Signed: below zero is what a postpaid line owes" }),
    creditLimitIqd: z.number().int(),
    owedIqd: z.number().int(),
    billCycleDay: z.number().int().nullable(),
    buckets: z.array(bucket),
  })
  .meta({ id: "Balance" });

export const purchaseResult = z
  .object({
    subscriptionId: z.string(),
    offering: z.object({ slug: z.string(), name: z.string() }),
    chargedIqd: z.number().int(),
    balanceIqd: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    autoRenew: z.boolean(),
  })
  .meta({ id: "BundlePurchase" });

export const servicesView = z
  .object({
    mobileData: z.boolean(),
    roaming: z.boolean(),
    internationalCalls: z.boolean(),
    usageAlertPercent: z.number().int().nullable(),
  })
  .meta({ id: "LineServices" });

export type LineSummary = z.output<typeof lineSummary>;
export type Bucket = z.output<typeof bucket>;
export type BalanceView = z.output<typeof balanceView>;
export type PurchaseResult = z.output<typeof purchaseResult>;
export type ServicesView = z.output<typeof servicesView>;

export const lineParams = z.object({ lineId: z.uuid().meta({ description: "Opaque line id from GET /lines" }) });
export const tags = ["Lines"] as const;

export const listLinesOp = defineOperation({
  method: "get",
  path: "/lines",
  tags,
  auth: "session",
  summary: "The customer's lines with their balance",
  success: { status: 200, description: "Lines", schema: z.array(lineSummary) },
  errors: [401],
});

export const getLineBalanceOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/balance",
  tags,
  auth: "session",
  summary: "Balance (prepaid) or amount owed against the credit limit (postpaid), and every running bucket",
  params: lineParams,
  success: { status: 200, description: "Balance and buckets", schema: balanceView },
  errors: [401, 404],
});

export const listLineOffersOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/offers",
  tags,
  auth: "session",
  summary: "Bundles this line can buy today, the operator's picks first",
  params: lineParams,
  success: { status: 200, description: "Offerings", schema: z.array(offering) },
  errors: [401, 404],
});

export const listLinePersonalOffersOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/personal-offers",
  tags,
  auth: "session",
  summary: "Offers picked for this line by its usage, state, region and segments, each with why, best first",
  params: lineParams,
  success: { status: 200, description: "The line (number masked) and its offers", schema: personalOffersView },
  errors: [401, 404],
});

export const purchaseBundleOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/bundle-purchases",
  tags,
  auth: "session",
  summary: "Buy a bundle for the line, once per Idempotency-Key (a retry returns the first result)",
  params: lineParams,
  headers: z.object({ "idempotency-key": idempotencyKeySchema }),
  body: { type: "json", schema: purchaseSchema },
  success: { status: 201, description: "Bought (or the first result of this key)", schema: purchaseResult },
  errors: [401, 404, 409, 422],
});

export const getLineServicesOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/services",
  tags,
  auth: "session",
  summary: "Mobile data, roaming and international calls switches, and the usage alert",
  params: lineParams,
  success: { status: 200, description: "Services", schema: servicesView },
  errors: [401, 404],
});

export const updateLineServicesOp = defineOperation({
  method: "patch",
  path: "/lines/{lineId}/services",
  tags,
  auth: "session",
  summary: "Switch services on or off, or set the usage alert",
  params: lineParams,
  body: { type: "json", schema: servicesPatchSchema },
  success: { status: 200, description: "Services after the change", schema: servicesView },
  errors: [401, 404, 422],
});

export const setAutoRenewOp = defineOperation({
  method: "patch",
  path: "/lines/{lineId}/subscriptions/{subscriptionId}",
  tags,
  auth: "session",
  summary: "Turn a bundle's auto-renewal on or off",
  params: lineParams.extend({ subscriptionId: z.uuid() }),
  body: { type: "json", schema: z.object({ autoRenew: z.boolean() }) },
  success: {
    status: 200,
    description: "Changed",
    schema: z.object({ subscriptionId: z.string(), autoRenew: z.boolean() }),
  },
  errors: [401, 404, 422],
});

export const setLineSuspensionOp = defineOperation({
  method: "put",
  path: "/lines/{lineId}/suspension",
  tags,
  auth: "session",
  summary: "Suspend a lost or stolen SIM at once, or resume it",
  description:
    "A customer resumes only a suspension they set: a line the operator suspended answers 409 " +
    "`line_suspended_by_operator`, with a message saying how to reach customer care, and nothing changes.",
  params: lineParams,
  body: { type: "json", schema: z.object({ suspended: z.boolean() }) },
  success: { status: 200, description: "Line status", schema: z.object({ status: z.enum(["active", "suspended"]) }) },
  errors: [401, 404, 409, 422],
});
