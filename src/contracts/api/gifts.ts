/**
 * Bundles bought for another number of the network (issue 18): paid from one of the customer's
 * lines, put on the recipient's line, told to the recipient by SMS.
 */
import { z } from "zod";
import { giftSchema } from "../gifts.ts";
import { idempotencyKeySchema } from "../myzain.ts";
import { lineParams } from "./lines.ts";
import { defineOperation } from "./operation.ts";

export const giftResult = z
  .object({
    subscriptionId: z.string(),
    offering: z.object({ slug: z.string(), name: z.string() }),
    recipient: z.string().meta({ description: "The recipient's number, masked", example: "0780 ••• ••67" }),
    chargedIqd: z.number().int(),
    balanceIqd: z.number().int().meta({ description: "The paying line's balance after the gift" }),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
  })
  .meta({ id: "BundleGift" });

export type GiftResult = z.output<typeof giftResult>;

export const giftBundleOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/gifts",
  tags: ["Lines"],
  auth: "session",
  summary: "Buy a bundle for another number, paid from this line, once per Idempotency-Key",
  description:
    "The recipient must be an active mobile line of the network that the bundle fits, and not the " +
    "paying line itself. Prepaid lines pay from their balance, postpaid lines add the price to their " +
    "bill within the credit limit. The recipient gets an SMS naming the sender's number, in the " +
    "language of the account holding the line (Arabic when none does). At most `GIFTS_PER_DAY` gifts " +
    "per paying account and `GIFTS_PER_RECIPIENT_PER_DAY` to one number per Baghdad day: past " +
    "either, 429 `gift_limit_reached` with Retry-After. A retry with the same key returns the first result.",
  params: lineParams,
  headers: z.object({ "idempotency-key": idempotencyKeySchema }),
  body: { type: "json", schema: giftSchema },
  success: { status: 201, description: "Given (or the first result of this key)", schema: giftResult },
  errors: [401, 404, 409, 422, 429],
});
