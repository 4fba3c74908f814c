/** The job application form, shared by the browser and the API. The CV is checked apart (by content). */
import { z } from "zod";
import { IRAQI_MOBILE_PREFIXES } from "./campaign.ts";
import { normalizeMsisdn } from "./msisdn.ts";

export const jobApplicationSchema = z.object({
  name: z
    .string({ error: "validation.name.required" })
    .trim()
    .min(2, { error: "validation.name.tooShort" })
    .max(80, { error: "validation.name.tooLong" }),
  msisdn: z
    .string({ error: "validation.msisdn.required" })
    .trim()
    .min(1, { error: "validation.msisdn.required" })
    .refine((v) => normalizeMsisdn(v, IRAQI_MOBILE_PREFIXES) !== null, { error: "validation.msisdn.iraqi" }),
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
