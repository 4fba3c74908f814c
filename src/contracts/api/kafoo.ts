/**
 * Kafoo (issue 20): credit transfer between prepaid lines and the credit advance, for a
 * signed-in customer's line; the services' pause switch for staff and everyone's pages.
 */
import { z } from "zod";
import {
  advanceEntryKinds,
  advanceRefusals,
  advanceSchema,
  switchableServices,
  transferRequestSchema,
} from "../kafoo.ts";
import { idempotencyKeySchema } from "../myzain.ts";
import { lineParams } from "./lines.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Kafoo"] as const;
const idempotencyHeaders = z.object({ "idempotency-key": idempotencyKeySchema });

export const serviceState = z
  .object({
    service: z.enum(switchableServices),
    paused: z.boolean(),
    note: z.string().nullable().meta({ description: "Why staff paused it (for staff only; pages say 'paused')" }),
    changedBy: z.string().nullable(),
    changedAt: z.string().nullable(),
  })
  .meta({ id: "ServiceSwitch" });

export const publicServiceStates = z
  .object({ creditTransfer: z.boolean(), creditAdvance: z.boolean(), autoRecharge: z.boolean() })
  .meta({ id: "ServicesPaused", description: "true: the service is paused now" });

export const advanceOffer = z.object({
  amountIqd: z.number().int(),
  feeIqd: z.number().int(),
  repayIqd: z.number().int().meta({ description: "Taken from the next recharges: amount plus fee" }),
});

export const kafooOverview = z
  .object({
    balanceIqd: z.number().int(),
    paused: publicServiceStates,
    transfer: z.object({
      minIqd: z.number().int(),
      maxIqd: z.number().int(),
      feeIqd: z.number().int(),
      choices: z.array(z.number().int()),
      codeAboveIqd: z.number().int().meta({ description: "Amounts above this need an SMS code to the sending line" }),
      dailyCount: z.number().int(),
      dailyIqd: z.number().int(),
      todayCount: z.number().int(),
      todayIqd: z.number().int(),
    }),
    advance: z.object({
      outstandingIqd: z.number().int(),
      eligible: z.boolean(),
      refusal: z.enum(advanceRefusals).nullable(),
      minDays: z.number().int(),
      minRecharges: z.number().int(),
      offers: z.array(advanceOffer),
      history: z.array(
        z.object({
          kind: z.enum(advanceEntryKinds),
          amountIqd: z.number().int().meta({ description: "Signed: the debt grew (granted, fee) or shrank (repaid)" }),
          outstandingAfterIqd: z.number().int(),
          at: z.string(),
        }),
      ),
    }),
  })
  .meta({ id: "KafooOverview" });

export const transferQuote = z
  .object({
    recipient: z.string().meta({ description: "The recipient's number, masked", example: "0780 ••• ••67" }),
    recipientName: z.string().nullable().meta({ description: "The holder's name, masked, if someone holds the line" }),
    amountIqd: z.number().int(),
    feeIqd: z.number().int(),
    totalIqd: z.number().int(),
    balanceIqd: z.number().int(),
    balanceAfterIqd: z.number().int(),
    needsCode: z.boolean(),
  })
  .meta({ id: "TransferQuote" });

export const transferResult = z
  .object({
    reference: z.string(),
    recipient: z.string(),
    amountIqd: z.number().int(),
    feeIqd: z.number().int(),
    balanceIqd: z.number().int().meta({ description: "The sending line's balance after the transfer" }),
    at: z.string(),
  })
  .meta({ id: "CreditTransfer" });

export const advanceResult = z
  .object({
    reference: z.string(),
    amountIqd: z.number().int(),
    feeIqd: z.number().int(),
    outstandingIqd: z.number().int(),
    balanceIqd: z.number().int(),
    at: z.string(),
  })
  .meta({ id: "CreditAdvance" });

export type KafooOverview = z.output<typeof kafooOverview>;
export type TransferQuote = z.output<typeof transferQuote>;
export type TransferResult = z.output<typeof transferResult>;
export type AdvanceResult = z.output<typeof advanceResult>;
export type ServiceState = z.output<typeof serviceState>;
export type PublicServiceStates = z.output<typeof publicServiceStates>;

export const getServicesPausedOp = defineOperation({
  method: "get",
  path: "/kafoo/services",
  tags,
  auth: "apiKey",
  summary: "Which Kafoo services (and automatic recharges) are paused now",
  success: { status: 200, description: "true for a paused service", schema: publicServiceStates },
  errors: [],
});

export const getKafooOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/kafoo",
  tags,
  auth: "session",
  summary: "The line's Kafoo: transfer rules and today's use, the advance owed, its eligibility and history",
  params: lineParams,
  success: { status: 200, description: "Overview", schema: kafooOverview },
  errors: [401, 404],
});

export const quoteTransferOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/transfers/quote",
  tags,
  auth: "session",
  summary: "What a transfer would be: recipient (masked), fee, balance after, whether an SMS code is needed",
  description: "Nothing moves. Refusals are the same as the transfer's, so the confirmation step shows them first.",
  params: lineParams,
  query: transferRequestSchema.pick({ recipient: true, amountIqd: true }),
  success: { status: 200, description: "Quote", schema: transferQuote },
  errors: [401, 404, 409, 422, 429, 503],
});

export const transferCreditOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/transfers",
  tags,
  auth: "session",
  summary: "Send credit from this prepaid line to another prepaid line, once per Idempotency-Key",
  description:
    "Both balances move in one transaction: the amount and the fee leave this line, the amount reaches the other " +
    "(and first repays an advance it owes). Postpaid, suspended, unknown numbers and the line itself are refused. " +
    "Amounts above `codeAboveIqd` need a `transfer` ticket (SMS code to this line). Daily count and amount " +
    "limits per sending line: 429 with Retry-After. Paused by staff: 503 `service_paused`.",
  params: lineParams,
  headers: idempotencyHeaders,
  body: { type: "json", schema: transferRequestSchema },
  success: { status: 201, description: "Sent (or the first result of this key)", schema: transferResult },
  errors: [401, 404, 409, 422, 429, 503],
});

export const takeAdvanceOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/advances",
  tags,
  auth: "session",
  summary: "Take a credit advance on this prepaid line, once per Idempotency-Key",
  description:
    "The amount is credited now; amount and fee are owed and taken first from the next recharges (card, online, " +
    "transfer received). Refused with the reason when the line is not eligible; 503 `service_paused` when paused.",
  params: lineParams,
  headers: idempotencyHeaders,
  body: { type: "json", schema: advanceSchema },
  success: { status: 201, description: "Granted (or the first result of this key)", schema: advanceResult },
  errors: [401, 404, 409, 422, 503],
});

const serviceParams = z.object({ service: z.enum(switchableServices) });

export const listServiceSwitchesOp = defineOperation({
  method: "get",
  path: "/staff/services",
  tags: ["Staff"],
  auth: "staff",
  staffRoles: ["support", "finance", "admin"],
  summary: "The pause switches of credit transfer, credit advance and automatic recharge",
  success: { status: 200, description: "Switches", schema: z.object({ services: z.array(serviceState) }) },
  errors: [401, 403],
});

export const setServiceSwitchOp = defineOperation({
  method: "put",
  path: "/staff/services/{service}",
  tags: ["Staff"],
  auth: "staff",
  staffRoles: ["finance", "admin"],
  summary: "Pause or resume one service at once, without a restart (audited with before and after)",
  params: serviceParams,
  body: {
    type: "json",
    schema: z.object({ paused: z.boolean(), note: z.string().trim().min(1).max(500).optional() }).meta({
      id: "ServiceSwitchChange",
    }),
  },
  success: { status: 200, description: "The switch after the change", schema: serviceState },
  errors: [401, 403, 422],
});
