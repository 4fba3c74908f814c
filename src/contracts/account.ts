/**
 * The customer's own profile: the one schema the profile form checks in the browser and the API
 * enforces. Messages are catalogue keys, so both sides show them in the visitor's language.
 */
import { z } from "zod";
import { languageSchema, nameSchema } from "./auth.ts";

export const profilePatchSchema = z
  .object({
    name: nameSchema,
    language: languageSchema,
    email: z.email({ error: "validation.email.invalid" }).max(200, { error: "validation.email.invalid" }).nullable(),
    smsAlerts: z.boolean(),
    /** Paperless bill: each new postpaid bill by SMS (and email, when given) with a link to it. */
    paperlessBill: z.boolean(),
    /** Optional; its month earns the birthday bonus of reward points. A real past date, from 1900. */
    birthDate: z.iso
      .date({ error: "validation.birthDate.invalid" })
      .refine((d) => d >= "1900-01-01" && d <= new Date().toISOString().slice(0, 10), {
        error: "validation.birthDate.invalid",
      })
      .nullable(),
  })
  .partial();

export type ProfilePatch = z.infer<typeof profilePatchSchema>;
