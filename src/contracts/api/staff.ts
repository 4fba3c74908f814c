/**
 * The staff API (`/staff/...`): for the operator's own people, with a named credential in
 * `X-Staff-Token` and a role per operation; no API key, no customer session. Every call is
 * audited, views of private data included (docs/decisions/034-staff-credentials-and-audit.md).
 */
import { z } from "zod";
import { rejectionReasons } from "../orders.ts";
import { operatorSuspensionReasons, suspensionActors, suspensionReasons } from "../staff.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Staff"] as const;

const msisdnParams = z.object({
  msisdn: z
    .string()
    .regex(/^9647\d{9}$/)
    .meta({ description: "The line's number, E.164 without +", example: "9647800000001" }),
});

const note = z.string().trim().min(1).max(500);

export const staffLineView = z
  .object({
    line: z.object({
      id: z.string(),
      msisdn: z.string(),
      billing: z.enum(["prepaid", "postpaid"]),
      kind: z.enum(["mobile", "broadband"]),
      status: z.enum(["active", "suspended", "terminated"]),
      createdAt: z.string(),
    }),
    holder: z
      .object({
        accountId: z.string(),
        kind: z.enum(["person", "business"]),
        name: z.string(),
        language: z.enum(["en", "ar", "ku"]),
        email: z.string().nullable(),
      })
      .nullable()
      .meta({ description: "The web account holding the line; null when nobody has claimed it" }),
    suspension: z
      .object({
        id: z.string(),
        suspendedBy: z.enum(suspensionActors),
        staff: z.object({ id: z.string(), login: z.string(), name: z.string() }).nullable(),
        actor: z.string().nullable().meta({ description: "Staff login or cli:<OS user>; null for the customer" }),
        reasonCode: z.enum(suspensionReasons),
        note: z.string().nullable(),
        suspendedAt: z.string(),
      })
      .nullable()
      .meta({ description: "The open suspension, if the line is suspended" }),
  })
  .meta({ id: "StaffLine" });

export const staffSuspensionBody = z
  .discriminatedUnion("suspended", [
    z.object({ suspended: z.literal(true), reasonCode: z.enum(operatorSuspensionReasons), note: note.optional() }),
    z.object({ suspended: z.literal(false), note: note.optional() }),
  ])
  .meta({ id: "StaffSuspensionChange" });

export const auditRow = z
  .object({
    id: z.number().int(),
    actorKind: z.enum(["staff", "operator"]),
    staffId: z.string().nullable(),
    actor: z.string(),
    action: z.string(),
    subjectType: z.string(),
    subjectId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    note: z.string().nullable(),
    requestId: z.string().nullable(),
    clientIp: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: "StaffAuditRow" });

export type StaffLineView = z.output<typeof staffLineView>;
export type StaffSuspensionChange = z.output<typeof staffSuspensionBody>;

export const getStaffLineOp = defineOperation({
  method: "get",
  path: "/staff/lines/{msisdn}",
  tags,
  auth: "staff",
  staffRoles: ["support", "finance", "admin"],
  summary: "A line's private view: holder, status and suspension (the view is audited)",
  params: msisdnParams,
  success: { status: 200, description: "The line", schema: staffLineView },
  errors: [401, 403, 404, 422, 429],
});

export const setStaffLineSuspensionOp = defineOperation({
  method: "put",
  path: "/staff/lines/{msisdn}/suspension",
  tags,
  auth: "staff",
  staffRoles: ["support", "admin"],
  summary: "Suspend a line for a fixed reason, or lift its suspension (audited with before and after)",
  description:
    "Suspending replaces a suspension already open (a customer can then no longer lift it); lifting lifts any " +
    "suspension, the customer's included. A terminated line answers 409.",
  params: msisdnParams,
  body: { type: "json", schema: staffSuspensionBody },
  success: { status: 200, description: "The line after the change", schema: staffLineView },
  errors: [401, 403, 404, 409, 422, 429],
});

export const listStaffAuditOp = defineOperation({
  method: "get",
  path: "/staff/audit",
  tags,
  auth: "staff",
  staffRoles: ["admin"],
  summary: "The staff audit trail, newest first, optionally for one subject (reading it is audited too)",
  query: z.object({
    subjectType: z.string().min(1).max(40).optional(),
    subjectId: z.string().min(1).max(100).optional(),
    before: z.coerce.number().int().positive().optional().meta({ description: "Rows older than this id" }),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  success: { status: 200, description: "Audit rows", schema: z.object({ rows: z.array(auditRow) }) },
  errors: [401, 403, 422, 429],
});

/** What a reviewer compares: the card's details as typed, and the keys of its three photos. */
export const identityCheckDetails = z.object({
  fullName: z.string(),
  dateOfBirth: z.string(),
  nationalId: z.string(),
  files: z.object({ front: z.string(), back: z.string(), selfie: z.string() }),
});

/** The identity review of orders (eKYC) and the counter's hand-over; every call is audited. */
const orderReference = z.object({ reference: z.string().regex(/^ZO-[A-Z2-9]{6}$/) });
const reviewOutcome = z.object({ reference: z.string(), state: z.string(), attempt: z.number().int() });

export const staffPendingChecksOp = defineOperation({
  method: "get",
  path: "/staff/identity-checks",
  tags,
  auth: "staff",
  staffRoles: ["ekyc_reviewer", "admin"],
  summary: "Identity checks waiting for review, oldest first (viewing is audited)",
  description: "File keys name the photos in private storage, served only to reviewers.",
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  success: {
    status: 200,
    description: "Pending checks",
    schema: z.object({
      checks: z.array(
        identityCheckDetails.extend({
          reference: z.string(),
          attempt: z.number().int(),
          contactVerified: z.boolean(),
          submittedAt: z.string(),
        }),
      ),
    }),
  },
  errors: [401, 403, 422, 429],
});

export const staffApproveCheckOp = defineOperation({
  method: "post",
  path: "/staff/orders/{reference}/approve",
  tags,
  auth: "staff",
  staffRoles: ["ekyc_reviewer", "admin"],
  summary: "Approve an order's identity check (an eSIM order completes at once)",
  params: orderReference,
  success: { status: 200, description: "The order's new state", schema: reviewOutcome },
  errors: [401, 403, 404, 409, 422, 429],
});

export const staffRejectCheckOp = defineOperation({
  method: "post",
  path: "/staff/orders/{reference}/reject",
  tags,
  auth: "staff",
  staffRoles: ["ekyc_reviewer", "admin"],
  summary: "Reject an order's identity check with a reason; the customer may send new photos",
  params: orderReference,
  body: {
    type: "json",
    schema: z.object({
      reason: z.enum(rejectionReasons),
      note: z.string().trim().min(1).max(500).optional(),
    }),
  },
  success: { status: 200, description: "The order's new state", schema: reviewOutcome },
  errors: [401, 403, 404, 409, 422, 429],
});

export const staffHandOverOp = defineOperation({
  method: "post",
  path: "/staff/orders/{reference}/hand-over",
  tags,
  auth: "staff",
  staffRoles: ["support", "admin"],
  summary: "A pick-up order handed over at the store (cash taken if due): completes it",
  params: orderReference,
  success: { status: 200, description: "The order's new state", schema: reviewOutcome },
  errors: [401, 403, 404, 409, 429],
});

export const staffReissueEsimOp = defineOperation({
  method: "post",
  path: "/staff/orders/{reference}/esim-reissue",
  tags,
  auth: "staff",
  staffRoles: ["support", "admin"],
  summary: "Issue a new eSIM activation code; the old one stops working",
  params: orderReference,
  success: {
    status: 200,
    description: "Reissued",
    schema: z.object({ reference: z.string(), reissuedAt: z.string() }),
  },
  errors: [401, 403, 404, 409, 429],
});

export const getStaffFileOp = defineOperation({
  method: "get",
  path: "/staff/files/{key}",
  tags,
  auth: "staff",
  staffRoles: ["ekyc_reviewer", "care", "admin"],
  summary: "A private file's bytes (an identity document or a ticket's screenshot), for review; the view is audited",
  description:
    "The key is the file's storage key with its slashes percent-encoded (kyc%2F<uuid>.jpg). The answer is the " +
    "image itself, `Cache-Control: private, no-store`, `Content-Disposition: inline`, `X-Content-Type-Options: nosniff`. " +
    "Customer-care staff (role care) see ticket screenshots only. " +
    "A missing or wrong staff token, a role that may not review, and an unknown key all answer the same 404, so a " +
    "guessed address reveals nothing.",
  params: z.object({
    key: z
      .string()
      .regex(/^[a-z0-9][a-z0-9/_.-]{0,200}$/i)
      .meta({ description: "The file's storage key", example: "kyc/0f8fad5b-d9cb-469f-a165-70867728950e.jpg" }),
  }),
  success: { status: 200, description: "The file's bytes, with its type" },
  errors: [404, 422, 429],
});
