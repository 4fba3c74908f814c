import type { RouterContextProvider } from "react-router";
import { type ApiClient, createApiClient } from "../../src/client/api-client.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { decodeCookieValue, readCookie } from "../../src/lib/cookies.ts";
import { traceHeaders } from "../../src/lib/tracing/tracing.server.ts";
import { sessionTokenContext, webEnvContext } from "../context.ts";
import { outageAware } from "./outage.server.ts";
import { pageUrlOf } from "./page-url.ts";
import { splitLocale } from "./paths.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

export const AUTH_COOKIE = "auth_token";

/**
 * The API client for one request: in-process or over HTTP as configured, with the visitor's
 * language, the page they are on and, when signed in, their session token from the HttpOnly cookie.
 * An API that cannot serve (its database is down) ends the page with the 503 error page.
 * `signedOut`: leave the token out (a public page whose visitor's session already ended).
 */
export function apiFor(
  context: ContextReader,
  request: Request,
  locale: LocaleCode,
  { signedOut = false }: { signedOut?: boolean } = {},
): ApiClient {
  const env = context.get(webEnvContext);
  const token = signedOut
    ? null
    : (context.get(sessionTokenContext) ?? decodeCookieValue(readCookie(request.headers.get("cookie"), AUTH_COOKIE)));
  return createApiClient({
    baseUrl: env.apiBaseUrl,
    apiKey: env.config.apiKey,
    locale,
    page: splitLocale(pageUrlOf(request).pathname).rest,
    token: token ?? undefined,
    transport: outageAware(env.apiTransport, locale),
    headers: {
      "X-Request-Id": env.requestId,
      "X-Client-IP": env.clientIp,
      "X-Client-IP-Signature": env.clientIpSignature,
      "X-Client-Agent": (request.headers.get("user-agent") ?? "").slice(0, 200),
      // The page's trace context (docs/decisions/082-tracing.md); nothing when tracing is off.
      ...traceHeaders(),
    },
  });
}
