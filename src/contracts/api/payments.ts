/**
 * Paying into a line, signed in or not: scratch-card recharge, online payment through a gateway
 * (recharge or bill) with its receipt, the gateways' signed callbacks, the bill look-up and the
 * signed-in customer's payment history. The forms' schemas are shared with the browser
 * (src/contracts/payments.ts).
 */
import { z } from "zod";
import { startCodeSchema } from "../auth.ts";
import { idempotencyKeySchema } from "../myzain.ts";
import {
  billDueQuerySchema,
  paymentCreateSchema,
  paymentPurposes,
  paymentReasons,
  paymentStates,
  voucherRedeemSchema,
} from "../payments.ts";
import { codeFlow } from "./auth.ts";
import { defineOperation } from "./operation.ts";

/** A payment as its receipt shows it: no full number, no name, no gateway details. */
export const paymentView = z
  .object({
    id: z.uuid(),
    purpose: z.enum(paymentPurposes),
    state: z.enum(paymentStates).meta({ description: "Only `fulfilled` means the money reached the line" }),
    amountIqd: z.number().int(),
    msisdnMasked: z.string().meta({ example: "0780 ••• ••45" }),
    provider: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    fulfilledAt: z.string().nullable(),
    reason: z.enum(paymentReasons).nullable().meta({ description: "Why it failed or was refunded" }),
    reasonMessage: z.string().nullable().meta({ description: "The reason in the caller's language" }),
    continueUrl: z
      .url()
      .nullable()
      .meta({ description: "Set while the payer has not paid at the gateway yet: its page, to continue paying" }),
    cancellable: z.boolean().meta({ description: "Open and not paid at the gateway: POST /payments/{id}/cancel" }),
    refreshAfterSeconds: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Set while the payment is open: ask again after this many seconds" }),
  })
  .meta({ id: "Payment" });

export const paymentStarted = z
  .object({
    payment: paymentView,
    redirectUrl: z.url().meta({ description: "The gateway's payment page: send the browser there" }),
    receiptToken: z.string().meta({
      description:
        "The receipt's key (also in the return address), for a payer who is not signed in: keep it to see or cancel the payment",
    }),
  })
  .meta({ id: "PaymentStarted" });

export const paymentOptions = z
  .object({
    online: z
      .object({ gateway: z.string(), test: z.boolean() })
      .nullable()
      .meta({ description: "Null: online payment is switched off" }),
    limits: z.object({ minIqd: z.number().int(), maxIqd: z.number().int(), dailyPerNumberIqd: z.number().int() }),
    presets: z.array(z.number().int()),
  })
  .meta({ id: "PaymentOptions" });

export const voucherRecharge = z
  .object({
    reference: z.string().meta({ description: "The card's serial" }),
    msisdnMasked: z.string(),
    amountIqd: z.number().int(),
    balanceIqd: z.number().int().nullable().meta({ description: "Only when the line is the signed-in customer's own" }),
    advanceRepaidIqd: z
      .number()
      .int()
      .nullable()
      .default(null)
      .meta({ description: "What of the card repaid a Kafoo advance; only on the customer's own line" }),
    bundle: z
      .object({ name: z.string(), endsAt: z.string().nullable() })
      .nullable()
      .meta({ description: "A card that gives a bundle (a free voucher) instead of credit; amountIqd is then 0" }),
    redeemedAt: z.string(),
  })
  .meta({ id: "VoucherRecharge" });

export const billDue = z
  .object({
    msisdnMasked: z.string(),
    holderMasked: z.string().nullable(),
    amountDueIqd: z.number().int().meta({ description: "0: no bill to pay (also for unknown and prepaid numbers)" }),
    dueAt: z.string().nullable(),
    overdue: z.boolean(),
    paymentPending: z.boolean(),
  })
  .meta({ id: "BillDue" });

export const callbackReceipt = z.object({ received: z.boolean(), state: z.enum(paymentStates).nullable() });

export type PaymentView = z.output<typeof paymentView>;
export type PaymentStarted = z.output<typeof paymentStarted>;
export type PaymentOptions = z.output<typeof paymentOptions>;
export type VoucherRecharge = z.output<typeof voucherRecharge>;
export type BillDue = z.output<typeof billDue>;
export type CallbackReceipt = z.output<typeof callbackReceipt>;

const tags = ["Payments"] as const;
const idempotencyKey = z.object({ "idempotency-key": idempotencyKeySchema });

export const getPaymentOptionsOp = defineOperation({
  method: "get",
  path: "/payments/options",
  tags,
  auth: "apiKey",
  summary: "Whether online payment is on, its limits and suggested amounts",
  success: { status: 200, description: "Options", schema: paymentOptions },
  errors: [],
});

export const createPaymentOp = defineOperation({
  method: "post",
  path: "/payments",
  tags,
  auth: "optionalSession",
  summary: "Start a payment; send the browser to redirectUrl. Once per Idempotency-Key.",
  description:
    "Signed in or not. The payment exists before the redirect; only the gateway's signed callback or a status query confirms it. One payment per number and purpose may be open at a time.",
  headers: idempotencyKey,
  body: { type: "json", schema: paymentCreateSchema },
  success: { status: 201, description: "Started (or the first result of this key)", schema: paymentStarted },
  errors: [409, 422, 429, 502, 503],
});

export const listPaymentsOp = defineOperation({
  method: "get",
  path: "/payments",
  tags,
  auth: "session",
  summary: "The signed-in customer's payments: made by them or to their lines, newest first",
  success: { status: 200, description: "Payments", schema: z.object({ payments: z.array(paymentView) }) },
  errors: [401],
});

export const getPaymentOp = defineOperation({
  method: "get",
  path: "/payments/{id}",
  tags,
  auth: "optionalSession",
  summary: "A payment's receipt; an open payment is confirmed with the gateway first",
  description: "For the signed-in payer or holder of the line, or with the receipt token from the return address.",
  params: z.object({ id: z.string().max(64) }),
  headers: z.object({
    "x-payment-token": z
      .string()
      .max(200)
      .optional()
      .meta({ description: "The receipt token from the return address (`?t=`)" }),
  }),
  success: { status: 200, description: "Payment", schema: paymentView },
  errors: [404],
});

export const cancelPaymentOp = defineOperation({
  method: "post",
  path: "/payments/{id}/cancel",
  tags,
  auth: "optionalSession",
  summary: "Cancel an unfinished payment: the gateway is asked first; then a new payment may start at once",
  description:
    "For the signed-in payer or holder of the line, or with the receipt token. Cancelling a cancelled payment answers it again. 409 `payment_paid_already` when money is on its way (it is then fulfilled as usual), `payment_not_open` when it has ended; 502 when the gateway cannot say.",
  params: z.object({ id: z.string().max(64) }),
  headers: z.object({ "x-payment-token": z.string().max(200).optional() }),
  success: { status: 200, description: "Cancelled", schema: paymentView },
  errors: [404, 409, 502],
});

export const paymentCallbackOp = defineOperation({
  method: "post",
  path: "/payments/callbacks/{provider}",
  tags,
  auth: "signature",
  summary: "A gateway's signed report about a payment (no API key; the signature is checked)",
  description: "Idempotent: the same report any number of times, late or out of order, moves the money once.",
  params: z.object({ provider: z.string().regex(/^[a-z0-9-]+$/) }),
  success: { status: 200, description: "Applied", schema: callbackReceipt },
  errors: [400, 404],
});

export const getBillDueOp = defineOperation({
  method: "get",
  path: "/bills/due",
  tags,
  auth: "apiKey",
  summary: "What a number owes on its bills, with the holder's name masked",
  description: "Unknown, prepaid and settled numbers get the same answer: amountDueIqd 0.",
  query: billDueQuerySchema,
  success: { status: 200, description: "Amount due", schema: billDue },
  errors: [422, 429],
});

export const startRechargeProofOp = defineOperation({
  method: "post",
  path: "/recharges/voucher/proof",
  tags,
  auth: "optionalSession",
  summary: "Send a 6-digit code to a number so that its payer can recharge it by card while it is locked",
  description:
    "For an active line of the network (the same answer for any other number). Check the code with POST /auth/verify-code: the ticket (purpose `recharge`) is the `proof` of POST /recharges/voucher for 10 minutes, for this number only.",
  body: { type: "json", schema: startCodeSchema.meta({ id: "StartRechargeProof" }) },
  success: { status: 202, description: "Code flow started", schema: codeFlow },
  errors: [422, 429],
});

export const redeemVoucherOp = defineOperation({
  method: "post",
  path: "/recharges/voucher",
  tags,
  auth: "optionalSession",
  summary: "Recharge a number with a scratch card, once per Idempotency-Key",
  description:
    "Wrong codes count against the number and the client; after repeated failures both are locked out for a while (429 with Retry-After: voucher_locked for the client, voucher_number_locked for the number). The number's lock does not apply to a signed-in customer who holds the line, nor to a request carrying `proof`: a recharge ticket for the number (POST /recharges/voucher/proof, then POST /auth/verify-code).",
  headers: idempotencyKey,
  body: { type: "json", schema: voucherRedeemSchema },
  success: { status: 201, description: "Recharged (or the first result of this key)", schema: voucherRecharge },
  errors: [409, 422, 429],
});
