/**
 * A line's digital services (`/lines/{lineId}/digital-services`): what it may subscribe to, what
 * it has, subscribing (charged once per Idempotency-Key) and cancelling at once.
 */
import { z } from "zod";
import { digitalServiceCategories, renewalPeriods, subscribeDigitalServiceSchema } from "../digital-services.ts";
import { idempotencyKeySchema } from "../myzain.ts";
import { lineParams } from "./lines.ts";
import { defineOperation } from "./operation.ts";

export const digitalServiceSubscription = z
  .object({
    id: z.string(),
    startedAt: z.string(),
    renewsAt: z.string().meta({ description: "When the next period is charged (the end of the paid one)" }),
  })
  .meta({ id: "DigitalServiceSubscription" });

export const digitalService = z
  .object({
    slug: z.string(),
    category: z.enum(digitalServiceCategories),
    provider: z.string(),
    name: z.string(),
    description: z.string(),
    priceIqd: z.number().int(),
    renewal: z.enum(renewalPeriods),
    /** The line's active subscription, or null. */
    subscription: digitalServiceSubscription.nullable(),
  })
  .meta({ id: "DigitalService" });

export type DigitalServiceView = z.output<typeof digitalService>;

export const subscribedResult = z
  .object({
    subscriptionId: z.string(),
    service: z.object({ slug: z.string(), name: z.string() }),
    chargedIqd: z.number().int(),
    balanceIqd: z.number().int().meta({ description: "The line's balance after the charge" }),
    renewsAt: z.string(),
  })
  .meta({ id: "DigitalServiceSubscribed" });

export type SubscribedResult = z.output<typeof subscribedResult>;

export const cancelledResult = z
  .object({
    subscriptionId: z.string(),
    service: z.object({ slug: z.string(), name: z.string() }),
    endedAt: z.string(),
  })
  .meta({ id: "DigitalServiceCancelled" });

const subscriptionParams = lineParams.extend({ subscriptionId: z.uuid() });

export const listDigitalServicesOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/digital-services",
  tags: ["Lines"],
  auth: "session",
  summary: "The digital services this line may subscribe to, each with the line's active subscription",
  description: "Services withdrawn from sale appear only while the line still has them.",
  params: lineParams,
  success: { status: 200, description: "Services in the catalogue's order", schema: z.array(digitalService) },
  errors: [401, 404],
});

export const subscribeDigitalServiceOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/digital-services",
  tags: ["Lines"],
  auth: "session",
  summary: "Subscribe this line to a digital service and charge its first period, once per Idempotency-Key",
  description:
    "Prepaid lines pay from their balance (409 `insufficient_balance` when it is short), postpaid lines " +
    "add the price to their bill within the credit limit. The renewal job charges each following period " +
    "once, or ends the subscription when the balance is short. An SMS follows every charge. 409 " +
    "`digital_service_already_active` when the line has it already; `line_not_active` for a suspended line.",
  params: lineParams,
  headers: z.object({ "idempotency-key": idempotencyKeySchema }),
  body: { type: "json", schema: subscribeDigitalServiceSchema.meta({ id: "DigitalServiceSubscribe" }) },
  success: { status: 201, description: "Subscribed (or the first result of this key)", schema: subscribedResult },
  errors: [401, 404, 409, 422],
});

export const cancelDigitalServiceOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/digital-services/{subscriptionId}/cancel",
  tags: ["Lines"],
  auth: "session",
  summary: "End a digital service subscription at once: nothing more is charged",
  description: "Cancelling a subscription that has already ended answers with how it ended.",
  params: subscriptionParams,
  success: { status: 200, description: "Ended", schema: cancelledResult },
  errors: [401, 404],
});
