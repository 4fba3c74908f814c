/** The gift form, shared by the browser and the API (its keys live in the "gifts" namespace). */
import { z } from "zod";
import { purchaseSchema } from "./myzain.ts";

/**
 * A bundle bought for another number: the number as typed (the API parses it against the
 * network's prefixes, so a foreign or mistyped number is a field error in the caller's language).
 */
export const giftSchema = z.object({
  offering: purchaseSchema.shape.offering,
  recipient: z
    .string({ error: "validation.gift.recipient" })
    .trim()
    .min(1, { error: "validation.gift.recipient" })
    .max(40, { error: "validation.gift.recipient" }),
});
