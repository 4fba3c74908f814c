import { z } from "@hono/zod-openapi";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Stable, machine-readable error codes; `message` is localized from `errors.<code>`. */
export const errorCodes = [
  "api_key_missing",
  "api_key_invalid",
  "unauthenticated",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "validation_failed",
  "invalid_json",
  "payload_too_large",
  "conflict",
  "rate_limited",
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number] | (string & {});

export type FieldError = { path: string; code: string; message: string };

/** Thrown by handlers and services; mapped to `{ code, message, requestId }` in one place. */
export type ApiErrorOptions = {
  fields?: FieldError[];
  headers?: Record<string, string>;
  values?: Record<string, string | number>;
};

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly options: ApiErrorOptions;
  constructor(status: ContentfulStatusCode, code: ErrorCode, options: ApiErrorOptions = {}) {
    super(code);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.options = options;
  }
}

export const fieldErrorSchema = z
  .object({ path: z.string(), code: z.string(), message: z.string() })
  .openapi("FieldError");

export const errorSchema = z
  .object({
    code: z.string().openapi({ example: "validation_failed" }),
    message: z.string().openapi({ example: "Some of the information is missing or not valid." }),
    requestId: z.string().openapi({ example: "0d6c2b9e-7a1f-4f0e-9a57-3c0e7f1f2b11" }),
    fields: z.array(fieldErrorSchema).optional(),
  })
  .openapi("Error");

export type ErrorBody = z.infer<typeof errorSchema>;

/** Standard error responses for route definitions, so every operation documents the one shape. */
export function errorResponses(...statuses: ContentfulStatusCode[]) {
  const descriptions: Partial<Record<number, string>> = {
    400: "Bad request",
    401: "Missing, expired or revoked session",
    403: "Missing or unknown API key, or action not allowed",
    404: "Not found",
    409: "Conflict",
    422: "Validation failed; `fields` lists each problem",
    429: "Too many requests; see Retry-After",
  };
  return Object.fromEntries(
    [403, ...statuses].map((s) => [
      s,
      { description: descriptions[s] ?? "Error", content: { "application/json": { schema: errorSchema } } },
    ]),
  );
}
