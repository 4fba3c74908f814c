/** The job application form, shared by the browser and the API. The CV is checked apart (by content). */
import { z } from "zod";
import { nameSchema } from "./auth.ts";
import { iraqiMsisdnSchema } from "./campaign.ts";

export const jobApplicationSchema = z.object({
  name: nameSchema,
  msisdn: iraqiMsisdnSchema,
  email: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email({ error: "validation.email.invalid" }).optional()),
  message: z.string().trim().max(1000, { error: "validation.message.tooLong" }).optional(),
  consent: z.literal(["on", "true"], { error: "validation.consent.required" }),
});
export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;

/** File types a CV may be, by what the bytes say (the name is not trusted). */
export const CV_TYPES = ["pdf", "docx", "doc"] as const;
