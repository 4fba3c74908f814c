/**
 * Whether a state-changing request that relies on the session cookie came from our own pages
 * (DESIGN.md "Who holds the token"). Our origin is the configured `PUBLIC_ORIGIN`, never the
 * request's own Host: behind a proxy or load balancer the Host the server sees is not the one the
 * browser used, and a Host header is whatever the sender wrote, so it proves nothing.
 */
import { translate } from "../i18n/catalogue.ts";
import { localeFromAcceptLanguage } from "../i18n/locales.ts";

/**
 * Sec-Fetch-Site where the browser sends it (the browser computes it against the address it really
 * used), else Origin compared with our public origin; requests with neither (non-browsers) pass.
 */
export function isSameOrigin(request: Request, publicOrigin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  return !origin || origin === new URL(publicOrigin).origin;
}

/** 403 in the API's one error shape, in the visitor's language. */
export function crossSiteRefused(acceptLanguage: string | undefined): Response {
  const message = translate(localeFromAcceptLanguage(acceptLanguage), "errors.cross_site_request");
  const body = { code: "cross_site_request", message, requestId: crypto.randomUUID() };
  return Response.json(body, { status: 403, headers: { "Cache-Control": "no-store" } });
}
