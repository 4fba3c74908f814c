/**
 * Requests to move a prepaid line to postpaid (issue 21): eligibility, the plans with their credit
 * limits, the request with its identity check when the holder has not passed one, and the review.
 */
import { z } from "zod";
import { identityInputSchema, rejectionReasons } from "../orders.ts";
import { conversionRefusals, conversionStates } from "../plan-changes.ts";
import { lineParams } from "./lines.ts";
import { defineOperation } from "./operation.ts";
import { identityOutcome } from "./orders.ts";
import { key, planChangeBody, planView, tags } from "./plan-changes.ts";
import { identityCheckDetails } from "./staff.ts";

const conversionPlan = planView.extend({ creditLimitIqd: z.number().int() }).meta({ id: "ConversionPlan" });

export const conversionView = z
  .object({
    reference: z.string(),
    plan: z.string(),
    creditLimitIqd: z.number().int(),
    state: z.enum(conversionStates),
    advanceSettledIqd: z.number().int(),
    carriedIqd: z.number().int(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    identity: identityOutcome
      .nullable()
      .meta({ description: "The identity check filed with the request, when the holder had not passed one" }),
  })
  .meta({ id: "PostpaidConversion" });

export const conversionOptions = z
  .object({
    billing: z.enum(["prepaid", "postpaid"]),
    balanceIqd: z.number().int(),
    advanceOwedIqd: z.number().int(),
    refusals: z.array(z.enum(conversionRefusals)).meta({ description: "Empty when the line may be moved now" }),
    identityConfirmed: z.boolean().meta({ description: "The holder passed an identity check: approval is automatic" }),
    plans: z.array(conversionPlan),
    latest: conversionView.nullable(),
  })
  .meta({ id: "ConversionOptions" });

export const getConversionOptionsOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/postpaid-conversion",
  tags,
  auth: "session",
  summary: "Whether this prepaid line can move to postpaid, the plans with their credit limits, and the latest request",
  params: lineParams,
  success: { status: 200, description: "Eligibility and plans", schema: conversionOptions },
  errors: [401, 404],
});

export const requestConversionOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/postpaid-conversion",
  tags,
  auth: "session",
  summary: "Ask to move this prepaid line to a postpaid plan, keeping the number",
  description:
    "Completed at once when the holder passed an identity check; otherwise `identity` (the eKYC photos, " +
    "uploaded first, and the card's details) is required (422 `conversion_identity_required`) and the " +
    "request waits for a reviewer (`in_review`). 409 `conversion_<refusal>` when the line is not eligible. " +
    "Once per Idempotency-Key.",
  params: lineParams,
  headers: key,
  body: {
    type: "json",
    schema: planChangeBody.extend({ identity: identityInputSchema.optional() }).meta({ id: "ConversionRequest" }),
  },
  success: { status: 201, description: "The request (or the first result of this key)", schema: conversionView },
  errors: [401, 404, 409, 422],
});

const staffConversion = conversionView
  .extend({
    msisdn: z.string(),
    holder: z.string().nullable(),
    check: identityCheckDetails
      .nullable()
      .meta({ description: "The request's identity check; file keys are served only to reviewers" }),
  })
  .meta({ id: "StaffPostpaidConversion" });
const conversionReference = z.object({ reference: z.string().regex(/^PC-[A-Z2-9]{6}$/) });

export const staffConversionsOp = defineOperation({
  method: "get",
  path: "/staff/postpaid-conversions",
  tags: ["Staff"],
  auth: "staff",
  staffRoles: ["ekyc_reviewer", "admin"],
  summary: "Prepaid-to-postpaid requests waiting for review, oldest first (the view is audited)",
  success: { status: 200, description: "The queue", schema: z.object({ requests: z.array(staffConversion) }) },
  errors: [401, 403, 429],
});

export const staffApproveConversionOp = defineOperation({
  method: "post",
  path: "/staff/postpaid-conversions/{reference}/approve",
  tags: ["Staff"],
  auth: "staff",
  staffRoles: ["ekyc_reviewer", "admin"],
  summary: "Approve a prepaid-to-postpaid request and its identity check: the line becomes postpaid at once; audited",
  params: conversionReference,
  success: { status: 200, description: "The request after the decision", schema: conversionView },
  errors: [401, 403, 404, 409, 429],
});

export const staffRejectConversionOp = defineOperation({
  method: "post",
  path: "/staff/postpaid-conversions/{reference}/reject",
  tags: ["Staff"],
  auth: "staff",
  staffRoles: ["ekyc_reviewer", "admin"],
  summary: "Reject a prepaid-to-postpaid request; the reason is shown to the customer, who may ask again; audited",
  description: "`reason` is required when the request carries an identity check (422 `rejection_reason_required`).",
  params: conversionReference,
  body: {
    type: "json",
    schema: z.object({
      reason: z.enum(rejectionReasons).optional(),
      note: z.string().trim().min(1).max(500).optional(),
    }),
  },
  success: { status: 200, description: "The request after the decision", schema: conversionView },
  errors: [401, 403, 404, 409, 422, 429],
});

export type ConversionOptions = z.output<typeof conversionOptions>;
export type ConversionView = z.output<typeof conversionView>;
