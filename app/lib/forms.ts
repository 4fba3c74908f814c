import type { z } from "zod";
import { ApiClientError } from "../../src/client/api-client.ts";

/** A form's outcome: field messages are catalogue keys (or ready text from the API), plus one form-level message. */
export type FormErrors = { fields: Record<string, string>; form?: string; retryAfter?: number };

/** Validates with the shared schema; the same call runs in the browser and on the server. */
export function validate<T extends z.ZodType>(
  schema: T,
  values: unknown,
): { data: z.infer<T> } | { errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    fields[path] ??= issue.message;
  }
  return { errors: { fields } };
}

/** Turns an API failure into what the form shows: per-field messages where given, else one message. */
export function apiFormErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiClientError)) throw error;
  if (error.status >= 500) throw error;
  const fields: Record<string, string> = {};
  for (const field of error.fields) fields[field.path] = field.message;
  return {
    fields,
    ...(Object.keys(fields).length === 0 ? { form: error.message } : {}),
    ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
  };
}

export const formValues = async (request: Request) => Object.fromEntries(await request.formData());
