/**
 * Forms of recharge and bill payment, shared by the browser (instant feedback) and the API (the
 * authority). Customers may type digits in Arabic-Indic or Persian form and group them with
 * spaces or dashes, as printed on scratch cards.
 */
import { z } from "zod";
import { msisdnInput } from "./auth.ts";
import { latinDigits } from "./msisdn.ts";
import { paymentPurposes, VOUCHER_CODE_LENGTH } from "./payment-values.ts";

export * from "./payment-values.ts";

/** Scratch-card codes are 14 digits; the printed grouping is ignored. */

export const voucherCodeSchema = z
  .string({ error: "validation.voucherCode.required" })
  .transform((v) => latinDigits(v).replace(/[\s\-\u200e\u200f]/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: "validation.voucherCode.required" })
      .regex(new RegExp(`^\\d{${VOUCHER_CODE_LENGTH}}$`), { error: "validation.voucherCode.format" }),
  );

/** An amount in whole IQD, typed with or without thousands separators, in any digits. */
export const amountSchema = z
  .union([z.number(), z.string()], { error: "validation.amount.required" })
  .transform((v) => (typeof v === "number" ? String(v) : latinDigits(v).replace(/[\s,.\u066b\u066c]/g, "")))
  .pipe(
    z
      .string()
      .min(1, { error: "validation.amount.required" })
      .regex(/^\d{1,9}$/, { error: "validation.amount.format" })
      .transform(Number),
  );

export const voucherRedeemSchema = z.object({
  msisdn: msisdnInput,
  code: voucherCodeSchema,
  /** A recharge ticket for this number (from an SMS code): the number's lock-out does not apply. */
  proof: z.string().min(10).max(200).optional(),
});
export type VoucherRedeem = z.output<typeof voucherRedeemSchema>;

export const paymentCreateSchema = z.object({
  purpose: z.enum(paymentPurposes, { error: "validation.purpose.required" }),
  msisdn: msisdnInput,
  amount: amountSchema,
});
export type PaymentCreate = z.output<typeof paymentCreateSchema>;

export const billDueQuerySchema = z.object({ msisdn: msisdnInput });
