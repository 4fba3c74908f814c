/**
 * Plan changes of postpaid lines (issue 21): what each choice costs and when it applies, stated
 * before the customer confirms, then the change itself. Requests to move a prepaid line to postpaid
 * are in postpaid-conversions.ts (they carry the orders' identity check, which these pages need not load).
 */
import { z } from "zod";
import { idempotencyKeySchema } from "../myzain.ts";
import { planChangeDirections, planChangeStates } from "../plan-changes.ts";
import { lineParams } from "./lines.ts";
import { defineOperation } from "./operation.ts";

export const tags = ["Plans"] as const;
export const key = z.object({ "idempotency-key": idempotencyKeySchema });
const planSlug = z.string().regex(/^[a-z0-9-]{1,60}$/, { error: "validation.plan.required" });

export const planView = z.object({
  slug: z.string(),
  name: z.string(),
  priceIqd: z.number().int(),
});

export const planChoice = planView
  .extend({
    direction: z.enum(planChangeDirections),
    chargeIqd: z.number().int().meta({ description: "Charged now for the rest of the cycle (0 for a downgrade)" }),
    effectiveAt: z.string().meta({ description: "When the new plan applies: now, or the end of the current cycle" }),
  })
  .meta({ id: "PlanChoice" });

export const planChangeView = z
  .object({
    id: z.string(),
    fromPlan: z.string(),
    toPlan: z.string(),
    direction: z.enum(planChangeDirections),
    state: z.enum(planChangeStates),
    chargeIqd: z.number().int(),
    effectiveAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "PlanChange" });

export const planChangeOptions = z
  .object({
    current: planView.nullable(),
    cycleStart: z.string().nullable(),
    cycleEnd: z
      .string()
      .nullable()
      .meta({ description: "When the current plan period ends (a downgrade applies then)" }),
    daysLeft: z.number().int(),
    cycleDays: z.number().int(),
    choices: z.array(planChoice),
    pending: planChangeView.nullable(),
    /** Upgrades since the last bill: their charges appear on the next bill as a plan change. */
    charged: z.array(planChangeView),
  })
  .meta({ id: "PlanChangeOptions" });

export const planChangeBody = z.object({ plan: planSlug }).meta({ id: "PlanChangeRequest" });

export const getPlanChangeOptionsOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/plan-change",
  tags,
  auth: "session",
  summary: "The Power plans this postpaid line can move to, each with its exact charge and date",
  description:
    "An upgrade applies at once and charges the fee difference for the whole days left in the plan period, " +
    "rounded down to whole IQD; a downgrade applies when the period ends, with no charge.",
  params: lineParams,
  success: { status: 200, description: "The choices", schema: planChangeOptions },
  errors: [401, 404, 409],
});

export const changePlanOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/plan-change",
  tags,
  auth: "session",
  summary: "Change the line's Power plan: an upgrade now (prorated charge), a downgrade at the next cycle",
  description: "Once per Idempotency-Key. 409 `insufficient_balance` when the charge would pass the credit limit.",
  params: lineParams,
  headers: key,
  body: { type: "json", schema: planChangeBody },
  success: { status: 201, description: "The change (or the first result of this key)", schema: planChangeView },
  errors: [401, 404, 409, 422],
});

export type PlanChangeOptions = z.output<typeof planChangeOptions>;
export type PlanChangeView = z.output<typeof planChangeView>;
