/**
 * How a web-only instance reaches an API that runs elsewhere. Every call has a deadline: an API
 * that accepts the connection and then says nothing must not hold a page (or a browser's API
 * request) forever, nor pile up sockets; past the deadline it is an outage like a refused connection.
 */
import type { ApiTransport } from "../client/api-client.ts";
import { translate } from "../i18n/catalogue.ts";
import { localeFromAcceptLanguage } from "../i18n/locales.ts";

/** Longer than the database's statement timeout, so a slow but working API still answers. */
export const REMOTE_API_TIMEOUT_MS = 15_000;

/** What a client is told to wait, in seconds, when the API cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

export function withDeadline(signal: AbortSignal | null | undefined, ms = REMOTE_API_TIMEOUT_MS): AbortSignal {
  const deadline = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, deadline]) : deadline;
}

/** Pages' transport to a remote API. A missed deadline throws like a refused connection does. */
export function remoteApiTransport(ms = REMOTE_API_TIMEOUT_MS): ApiTransport {
  return async (request) => {
    try {
      return await fetch(request, { signal: withDeadline(request.signal, ms) });
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError") {
        throw new TypeError("the API did not answer in time", { cause: error });
      }
      throw error;
    }
  };
}

/** The API's own 503 answer, in the caller's language, for when the API itself cannot be reached. */
export function apiUnreachableResponse(request: Request, requestId: string): Response {
  const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
  const body = {
    code: "service_unavailable",
    message: translate(locale, "errors.service_unavailable"),
    requestId,
  };
  return Response.json(body, {
    status: 503,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}
