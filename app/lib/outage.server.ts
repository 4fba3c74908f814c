import type { MiddlewareFunction } from "react-router";
import type { ApiTransport } from "../../src/client/api-client.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { errorPage } from "./error-page.server.ts";

/** What a page tells the browser (and crawlers) to wait when it cannot reach its data, in seconds. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The API transport for pages. When the API cannot serve because the database is down (503
 * `service_unavailable`), or a remote API cannot be reached at all, the page ends with the friendly
 * 503 error page, whatever its loader or action was doing: never a 500, and never a sign-out
 * (docs/decisions/032-database-outages.md). Every other answer reaches the caller as usual.
 */
export function outageAware(transport: ApiTransport, locale: LocaleCode = "en"): ApiTransport {
  return async (request) => {
    let response: Response;
    try {
      response = await transport(request);
    } catch (error) {
      // fetch's "cannot connect"; anything else thrown in-process is a fault, not an outage.
      if (error instanceof TypeError) throw unavailablePage(locale);
      throw error;
    }
    if (response.status === 503 && (await codeOf(response)) === "service_unavailable") throw unavailablePage(locale);
    return response;
  };
}

/**
 * The thrown value that makes React Router show the route's error page with 503. It carries the
 * frame's messages in the page's language: the guard may fail before the layout sends any, and
 * the browser holds only English (app/lib/error-messages.ts).
 */
export function unavailablePage(locale: LocaleCode = "en") {
  return errorPage(locale, 503, { code: "service_unavailable" });
}

/**
 * First middleware of the language layout: every 503 page says when to come back. A thrown 503
 * becomes an error page whose headers React Router does not take from the error, so they are
 * set here, on the way out.
 */
export const retryAfterOn503: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    response.headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  }
  return response;
};

async function codeOf(response: Response): Promise<unknown> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return body && typeof body === "object" ? Reflect.get(body, "code") : undefined;
}
