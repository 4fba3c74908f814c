/**
 * The one error shape of every operation: a stable `code` for programs, a `message` already in the
 * caller's language, the request id to quote to support, and for invalid input one entry per field.
 */
import { z } from "zod";

export const fieldErrorSchema = z
  .object({ path: z.string(), code: z.string(), message: z.string() })
  .meta({ id: "FieldError" });

export const errorSchema = z
  .object({
    code: z.string().meta({ example: "validation_failed" }),
    message: z.string().meta({ example: "Some of the information is missing or not valid." }),
    requestId: z.string().meta({ example: "0d6c2b9e-7a1f-4f0e-9a57-3c0e7f1f2b11" }),
    fields: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: "Error" });

export type FieldError = z.output<typeof fieldErrorSchema>;
export type ErrorBody = z.output<typeof errorSchema>;
