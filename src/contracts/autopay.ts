/**
 * Saved payment methods and automatic payments (issue 20): the rule forms, shared by the browser
 * and the API. Amounts are whole IQD, typed in any digits (amountSchema).
 */
import { z } from "zod";
import { amountSchema } from "./payments.ts";

/** Recharge X when the balance falls below Y; recharge X on a day of the month; pay the bill in full on its due date. */
export const autoPayKinds = ["below_balance", "monthly", "bill_due"] as const;
export type AutoPayKind = (typeof autoPayKinds)[number];

export const autoPayStates = ["active", "paused", "removed"] as const;
export type AutoPayState = (typeof autoPayStates)[number];

/** A day that every month has, so a rule never skips February. */
export const LAST_RULE_DAY = 28;

const lineId = z.uuid({ error: "validation.autopay.line" });
const methodId = z.uuid({ error: "validation.autopay.method" });
const day = z.coerce
  .number({ error: "validation.autopay.day" })
  .int({ error: "validation.autopay.day" })
  .min(1, { error: "validation.autopay.day" })
  .max(LAST_RULE_DAY, { error: "validation.autopay.day" });

export const autoPayRuleSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("below_balance"), lineId, methodId, amount: amountSchema, threshold: amountSchema }),
    z.object({ kind: z.literal("monthly"), lineId, methodId, amount: amountSchema, day }),
    z.object({ kind: z.literal("bill_due"), lineId, methodId }),
  ],
  { error: "validation.autopay.kind" },
);
export type AutoPayRuleInput = z.output<typeof autoPayRuleSchema>;
