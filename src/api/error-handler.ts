import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable.ts";
import { DomainError } from "../domain/errors.ts";
import { hasMessage, translate } from "../i18n/catalogue.ts";
import type { ApiEnv } from "./context.ts";
import { ApiError, type ErrorBody, type FieldError } from "./errors.ts";

/** The one place that turns any failure into `{ code, message, requestId }`. Only 5xx are faults. */
export function errorResponse(c: Context<ApiEnv>, error: unknown): Response {
  const apiError = toApiError(error);
  if (apiError.code === "service_unavailable") {
    c.var.log?.warn({ err: error instanceof Error ? error.message : String(error) }, "database unavailable");
  } else if (apiError.status >= 500 && !(error instanceof DomainError)) {
    c.var.log?.error({ err: error }, "unhandled error");
  }
  const locale = c.var.locale ?? "en";
  const message = translate(locale, messageKey(apiError), apiError.options.values);
  const fields = apiError.options.fields?.map((f) => ({ ...f, message: f.message || message }));
  const body: ErrorBody = {
    code: apiError.code,
    message,
    requestId: c.var.requestId ?? "unknown",
    ...(fields ? { fields } : {}),
  };
  for (const [name, value] of Object.entries(apiError.options.headers ?? {})) c.header(name, value);
  return c.json(body, apiError.status);
}

const statusOfKind: Record<DomainError["kind"], ContentfulStatusCode> = {
  unauthenticated: 401,
  not_found: 404,
  conflict: 409,
  invalid: 422,
  forbidden: 403,
  rate_limited: 429,
  // A switched-off feature (503) and an outside system that failed (502): expected, not faults.
  unavailable: 503,
  upstream: 502,
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    const { field, retryAfter, ...values } = error.details;
    return new ApiError(statusOfKind[error.kind], error.code, {
      values,
      ...(typeof field === "string" ? { fields: [{ path: field, code: error.code, message: "" }] } : {}),
      ...(retryAfter !== undefined
        ? { headers: { "Retry-After": String(retryAfter) }, values: { ...values, retryAfter } }
        : {}),
    });
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code =
      status === 413
        ? "payload_too_large"
        : status === 400
          ? "invalid_json"
          : status === 404
            ? "not_found"
            : "internal";
    return new ApiError(status, code);
  }
  // The database is down, silent or out of time: a client may retry shortly (docs/decisions/032-database-outages.md).
  if (isDatabaseUnavailable(error)) {
    return new ApiError(503, "service_unavailable", {
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  return new ApiError(500, "internal");
}

/** Maps a zod error to the field list clients use to mark each input; messages are localized keys. */
export function validationError(error: ZodError, locale: ApiEnv["Variables"]["locale"]): ApiError {
  const fields: FieldError[] = error.issues.flatMap((issue): FieldError[] => {
    const path = issue.path.map(String).join(".");
    // A field the schema does not know is named by itself, so the caller sees which one to drop.
    if (issue.code === "unrecognized_keys") {
      const message = translate(locale, "validation.unknownField");
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, code: issue.code, message }));
    }
    // The shared schemas name a catalogue key; zod's own wording (English) is replaced by a generic,
    // localized message, so every field message is in the caller's language.
    const key =
      issue.message.startsWith("validation.") && hasMessage(issue.message) ? issue.message : "validation.invalid";
    return [{ path, code: issue.code, message: translate(locale, key) }];
  });
  return new ApiError(422, "validation_failed", { fields });
}

/** `errors.<code>` when the catalogue has it, else the generic message for the status. */
function messageKey(error: ApiError): string {
  const specific = `errors.${error.code}`;
  if (hasMessage(specific)) return specific;
  const generic: Partial<Record<number, string>> = {
    404: "errors.not_found",
    409: "errors.conflict",
    422: "errors.validation_failed",
    429: "errors.rate_limited",
    403: "errors.forbidden",
  };
  return generic[error.status] ?? "errors.internal";
}
