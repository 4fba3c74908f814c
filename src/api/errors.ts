import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ErrorBody, errorSchema, type FieldError, fieldErrorSchema } from "../contracts/api/errors.ts";

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
  "service_unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number] | (string & {});

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

export { type ErrorBody, errorSchema, type FieldError, fieldErrorSchema };

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
