/** The phone order form's schema, checked by the campaign page's action (phone-order.ts has the rest). */
import { z } from "zod";
import { payChoices } from "./phone-order.ts";

export const phoneOrderSchema = z.object({
  option: z
    .string({ error: "validation.phoneOption.required" })
    .regex(/^[a-z0-9-]+:\d+:[a-z0-9-]+$/, { error: "validation.phoneOption.required" })
    .transform((id) => {
      const [offering = "", storage = "", colour = ""] = id.split(":");
      return { id, offering, storageGb: Number(storage), colour };
    }),
  pay: z.enum(payChoices, { error: "validation.pay.required" }),
});
export type PhoneOrderInput = z.output<typeof phoneOrderSchema>;
