/**
 * One schema per form, used by the browser for instant feedback and by the API as the authority.
 * Messages are catalogue keys, so both sides show them in the visitor's language.
 */
import { z } from "zod";
import { latinDigits } from "./msisdn.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text.ts";

/** NIST 800-63B: at least 8 characters, long passphrases allowed, no composition rules. */
export const PASSWORD = { min: 8, max: 128 };

export const passwordSchema = z
  .string({ error: "validation.password.required" })
  .min(PASSWORD.min, { error: "validation.password.tooShort" })
  .max(PASSWORD.max, { error: "validation.password.tooLong" });

export const msisdnInput = z
  .string({ error: "validation.msisdn.required" })
  .trim()
  .min(1, { error: "validation.msisdn.required" });

export const codeSchema = z
  .string({ error: "validation.code.required" })
  .transform((v) => latinDigits(v).replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "validation.code.format" }));

export const nameSchema = z
  .string({ error: "validation.name.required" })
  .trim()
  .min(2, { error: "validation.name.tooShort" })
  .max(80, { error: "validation.name.tooLong" })
  .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE });

export const languageSchema = z.enum(["en", "ar", "ku"], { error: "validation.language.required" });

export const startCodeSchema = z.object({ msisdn: msisdnInput });
export const verifyCodeSchema = z.object({ flowId: z.string().min(10).max(100), code: codeSchema });
export const completeSignupSchema = z.object({
  ticket: z.string().min(10).max(200),
  name: nameSchema,
  password: passwordSchema,
  language: languageSchema,
});
export const loginSchema = z.object({
  msisdn: msisdnInput,
  password: z
    .string({ error: "validation.password.required" })
    .min(1, { error: "validation.password.required" })
    .max(PASSWORD.max),
});
/** The ticket of a checked `login` code: signs in without the password. */
export const ticketLoginSchema = z.object({ ticket: z.string().min(10).max(200) });
export const resetPasswordSchema = z.object({ ticket: z.string().min(10).max(200), password: passwordSchema });
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: "validation.password.required" }).max(PASSWORD.max),
  newPassword: passwordSchema,
  /** Other sessions end on a password change unless the customer asks to keep them (issue 14). */
  keepOtherSessions: z.boolean().default(false),
});
