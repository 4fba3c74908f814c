/** Response shapes of recharges and payments (OpenAPI). */
import { z } from "@hono/zod-openapi";
import { paymentPurposes, paymentReasons, paymentStates } from "../../contracts/payments.ts";

export const paymentView = z
  .object({
    id: z.uuid(),
    purpose: z.enum(paymentPurposes),
    state: z.enum(paymentStates).openapi({ description: "Only `fulfilled` means the money reached the line" }),
    amountIqd: z.number().int(),
    msisdnMasked: z.string().openapi({ example: "0780 ••• ••45" }),
    provider: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    fulfilledAt: z.string().nullable(),
    reason: z.enum(paymentReasons).nullable().or(z.string().nullable()),
    reasonMessage: z.string().nullable(),
    refreshAfterSeconds: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Set while the payment is open: ask again after this many seconds" }),
  })
  .openapi("Payment");

export const paymentStarted = z
  .object({
    payment: paymentView,
    redirectUrl: z.url().openapi({ description: "The gateway's payment page: send the browser there" }),
  })
  .openapi("PaymentStarted");

export const paymentOptions = z
  .object({
    online: z.object({ gateway: z.string(), test: z.boolean() }).nullable(),
    limits: z.object({ minIqd: z.number().int(), maxIqd: z.number().int(), dailyPerNumberIqd: z.number().int() }),
    presets: z.array(z.number().int()),
  })
  .openapi("PaymentOptions");

export const voucherRecharge = z
  .object({
    reference: z.string().openapi({ description: "The card's serial" }),
    msisdnMasked: z.string(),
    amountIqd: z.number().int(),
    balanceIqd: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Only when the line is the signed-in customer's own" }),
    redeemedAt: z.string(),
  })
  .openapi("VoucherRecharge");

export const billDue = z
  .object({
    msisdnMasked: z.string(),
    holderMasked: z.string().nullable(),
    amountDueIqd: z.number().int().openapi({ description: "0: no bill to pay (also for unknown and prepaid numbers)" }),
    dueAt: z.string().nullable(),
    overdue: z.boolean(),
    paymentPending: z.boolean(),
  })
  .openapi("BillDue");
