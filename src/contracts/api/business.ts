/**
 * Business accounts (issue 21): the owner's view of the company's lines with their spend this
 * month and spend limits, one consolidated bill, and the members who act on some of the lines.
 */
import { z } from "zod";
import { msisdnInput, nameSchema } from "../auth.ts";
import { billView } from "./line-history.ts";
import { billing, lineParams } from "./lines.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Business"] as const;

/** Spend limits from 1,000 IQD to 10 million IQD a month, in whole IQD. */
export const SPEND_LIMIT_MIN_IQD = 1_000;
export const SPEND_LIMIT_MAX_IQD = 10_000_000;

export const businessLine = z
  .object({
    id: z.string(),
    msisdn: z.string(),
    billing,
    kind: z.enum(["mobile", "broadband"]),
    status: z.enum(["active", "suspended", "terminated"]),
    cycleStartedAt: z.string().meta({ description: "When this line's month began (its bill-cycle day, Baghdad time)" }),
    spentIqd: z.number().int().meta({ description: "Money taken from the line since the month began" }),
    limitIqd: z.number().int().nullable().meta({ description: "Monthly spend limit; null when none is set" }),
  })
  .meta({ id: "BusinessLine" });

export const businessLines = z
  .object({ lines: z.array(businessLine), spentIqd: z.number().int() })
  .meta({ id: "BusinessLines" });

export const spendLimitSchema = z
  .object({
    limitIqd: z
      .number({ error: "validation.spendLimit.range" })
      .int({ error: "validation.spendLimit.range" })
      .min(SPEND_LIMIT_MIN_IQD, { error: "validation.spendLimit.range" })
      .max(SPEND_LIMIT_MAX_IQD, { error: "validation.spendLimit.range" })
      .nullable()
      .meta({ description: "IQD a month; null removes the limit" }),
  })
  .meta({ id: "SpendLimit" });

export const consolidatedBill = z
  .object({
    month: z.string().nullable().meta({ description: "The month shown (YYYY-MM, Baghdad); null before any bill" }),
    months: z.array(z.string()).meta({ description: "Months with bills, newest first" }),
    lines: z.array(z.object({ lineId: z.string(), msisdn: z.string(), bill: billView.nullable() })),
    totals: z.object({
      planIqd: z.number().int(),
      bundlesIqd: z.number().int(),
      usageIqd: z.number().int(),
      taxIqd: z.number().int(),
      totalIqd: z.number().int(),
      paidIqd: z.number().int(),
      dueIqd: z.number().int(),
    }),
  })
  .meta({ id: "ConsolidatedBill" });

export const billQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "validation.month.invalid" })
    .optional()
    .meta({ description: "YYYY-MM; the newest month with bills when absent" }),
});

export const businessUser = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.enum(["owner", "member"]),
    msisdn: z.string().nullable().meta({ description: "A member's own number, which signs them in" }),
    lineIds: z.array(z.string()).meta({ description: "The lines a member may see and use (all for the owner)" }),
    createdAt: z.string(),
  })
  .meta({ id: "BusinessUser" });

export const inviteSchema = z
  .object({
    name: nameSchema,
    msisdn: msisdnInput.meta({ description: "The member's own Zain number: an SMS code to it signs them in" }),
    lineIds: z
      .array(z.uuid({ error: "validation.memberLines.required" }))
      .min(1, { error: "validation.memberLines.required" })
      .max(100),
  })
  .meta({ id: "BusinessInvite" });

export type BusinessLine = z.output<typeof businessLine>;
export type BusinessLines = z.output<typeof businessLines>;
export type ConsolidatedBill = z.output<typeof consolidatedBill>;
export type BusinessUser = z.output<typeof businessUser>;

const ownerOnly =
  "Only the account's owner may call it (403 `owner_only`); a person's account gets 403 `business_only`.";

export const listBusinessLinesOp = defineOperation({
  method: "get",
  path: "/business/lines",
  tags,
  auth: "session",
  summary: "The company's lines with their spend this month and their spend limits",
  description: ownerOnly,
  success: { status: 200, description: "Lines", schema: businessLines },
  errors: [401],
});

export const setSpendLimitOp = defineOperation({
  method: "put",
  path: "/business/lines/{lineId}/spend-limit",
  tags,
  auth: "session",
  summary: "Set or remove a line's monthly spend limit",
  description: `Charges the company's users start (bundles, transfers, gifts, services) that would take the line's spend this month past the limit are refused with 409 \`spend_limit_reached\`. ${ownerOnly}`,
  params: lineParams,
  body: { type: "json", schema: spendLimitSchema },
  success: { status: 200, description: "The line with its new limit", schema: businessLine },
  errors: [401, 404, 422],
});

export const getConsolidatedBillOp = defineOperation({
  method: "get",
  path: "/business/bill",
  tags,
  auth: "session",
  summary: "One bill for the company's month: each line's bill and the sums",
  description: ownerOnly,
  query: billQuery,
  success: { status: 200, description: "Consolidated bill", schema: consolidatedBill },
  errors: [401, 422],
});

export const listBusinessUsersOp = defineOperation({
  method: "get",
  path: "/business/users",
  tags,
  auth: "session",
  summary: "The people who sign in to the company's account",
  description: ownerOnly,
  success: { status: 200, description: "Users", schema: z.array(businessUser) },
  errors: [401],
});

export const inviteBusinessUserOp = defineOperation({
  method: "post",
  path: "/business/users",
  tags,
  auth: "session",
  summary: "Add a member who sees and uses only the lines given; they are told by SMS and sign in with a code",
  description: `409 \`member_number_taken\` when the number already signs in to an account. ${ownerOnly}`,
  body: { type: "json", schema: inviteSchema },
  success: { status: 201, description: "The new member", schema: businessUser },
  errors: [401, 404, 409, 422],
});

export const removeBusinessUserOp = defineOperation({
  method: "delete",
  path: "/business/users/{userId}",
  tags,
  auth: "session",
  summary: "Remove a member: their sessions end at once",
  description: ownerOnly,
  params: z.object({ userId: z.uuid() }),
  success: { status: 204, description: "Removed" },
  errors: [401, 404],
});
