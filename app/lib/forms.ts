import type { z } from "zod";
import { ApiClientError } from "../../src/client/api-client.ts";
import { apiText, type FormText, messageKey } from "./form-text.ts";

/**
 * A form's outcome: a message per field and one for the whole form. The shared schema's messages
 * and the page's own are catalogue keys; the API's are its finished text (see form-text.ts).
 */
export type FormErrors = { fields: Record<string, FormText>; form?: FormText; retryAfter?: number };

/** Validates with the shared schema; the same call runs in the browser and on the server. */
export function validate<T extends z.ZodType>(
  schema: T,
  values: unknown,
): { data: z.infer<T> } | { errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const fields: Record<string, FormText> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    fields[path] ??= messageKey(issue.message);
  }
  return { errors: { fields } };
}

/** Turns an API failure into what the form shows: per-field messages where given, else one message. */
export function apiFormErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiClientError)) throw error;
  if (error.status >= 500) throw error;
  const fields: Record<string, FormText> = {};
  for (const field of error.fields) fields[field.path] = apiText(field.message);
  return {
    fields,
    ...(Object.keys(fields).length === 0 ? { form: apiText(error.message) } : {}),
    ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
  };
}

export const formValues = async (request: Request) => Object.fromEntries(await request.formData());
