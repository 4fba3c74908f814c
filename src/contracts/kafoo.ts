/**
 * Kafoo, the prepaid credit services (issue 20): credit transfer between prepaid lines and the
 * credit advance. Plain data and the forms, shared by the browser, the API and the domain
 * (docs/decisions/064-kafoo-transfer-and-advance.md).
 */
import { z } from "zod";
import { latinDigits } from "./msisdn.ts";

/**
 * The services operators can pause at once (fraud, outage) without a restart. `auto_recharge` is
 * read by the automatic recharges (issue 20, second half) through src/domain/kafoo/service-switch.ts.
 */
export const switchableServices = ["credit_transfer", "credit_advance", "auto_recharge"] as const;
export type SwitchableService = (typeof switchableServices)[number];

/** What the debt of an advance is made of: the amount granted, its fee, and what recharges repaid. */
export const advanceEntryKinds = ["granted", "fee", "repaid"] as const;
export type AdvanceEntryKind = (typeof advanceEntryKinds)[number];

/** Why a line may not take an advance now (each has a message `kafoo.advance.why.<reason>`). */
export const advanceRefusals = ["not_prepaid", "not_active", "outstanding", "too_new", "few_recharges"] as const;
export type AdvanceRefusal = (typeof advanceRefusals)[number];

/** Whole dinars as typed: digits (Arabic-Indic too), with or without group separators. */
const amountField = z
  .union([z.number(), z.string()], { error: "validation.kafoo.amount" })
  .transform((v) =>
    typeof v === "number" ? v : Number(latinDigits(v).replace(/[\s,\u060C\u066B\u066C.]/g, "") || Number.NaN),
  )
  .pipe(
    z
      .number({ error: "validation.kafoo.amount" })
      .int({ error: "validation.kafoo.amount" })
      .positive({ error: "validation.kafoo.amount" })
      .max(100_000_000, { error: "validation.kafoo.amount" }),
  );

/** The transfer form: the recipient's number as typed and the amount in IQD. */
export const transferSchema = z.object({
  recipient: z
    .string({ error: "validation.kafoo.recipient" })
    .trim()
    .min(1, { error: "validation.kafoo.recipient" })
    .max(40, { error: "validation.kafoo.recipient" }),
  amountIqd: amountField,
});

/** A transfer as sent: with the ticket of the SMS code to the sending line when the amount needs one. */
export const transferRequestSchema = transferSchema.extend({
  ticket: z.string().min(10).max(200).optional(),
});

/** The advance form: one of the offered amounts. */
export const advanceSchema = z.object({ amountIqd: amountField });
