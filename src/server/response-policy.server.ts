/** What the server answers on every response, whichever part (API or pages) made it. */
import { ALLOWED_METHODS, isApiPath } from "../api/app.ts";
import { translate } from "../i18n/catalogue.ts";
import { getLocale, isLocaleCode, localeFromAcceptLanguage } from "../i18n/locales.ts";
import { readCookie } from "../lib/cookies.ts";

/**
 * Browser features no page of ours uses are turned off, for us and anything we embed; a script
 * slipped in cannot ask for the camera, the microphone or the visitor's location. Card payments
 * happen on the gateway's own site, so the Payment Request API is off too. The location is ours to
 * ask for only (the store locator's "Use my location", on a press), never an embedded frame's.
 */
export const PERMISSIONS_POLICY = {
  accelerometer: false,
  camera: false,
  displayCapture: false,
  geolocation: ["self"],
  gyroscope: false,
  magnetometer: false,
  microphone: false,
  midi: false,
  payment: false,
  usb: false,
};

/** Whether the request carried a session cookie (the page then shows that customer). */
export function carriesSession(cookie: string | undefined): boolean {
  return readCookie(cookie, "auth_token") !== undefined || readCookie(cookie, "auth_refresh") !== undefined;
}

/** 405 in the API's error shape for API paths, else a short page in the language of the address. */
export function methodNotAllowed(path: string, acceptLanguage: string | undefined): Response {
  return refusal(path, acceptLanguage, 405, "method_not_allowed", { Allow: ALLOWED_METHODS.join(", ") });
}

/**
 * A request the server refuses before the API or a page sees it: the API's error shape on API
 * paths, else a short page in the language of the address (or of the browser), so a visitor never
 * meets a bare English line or JSON where a page should be.
 */
export function refusal(
  path: string,
  acceptLanguage: string | undefined,
  status: 403 | 405 | 413,
  code: "cross_site_request" | "method_not_allowed" | "payload_too_large",
  extraHeaders: Record<string, string> = {},
): Response {
  const headers = { ...extraHeaders, "Cache-Control": "no-store" };
  if (isApiPath(path)) {
    const message = translate(localeFromAcceptLanguage(acceptLanguage), `errors.${code}`);
    const body = { code, message, requestId: crypto.randomUUID() };
    return Response.json(body, { status, headers });
  }
  const prefix = path.split("/")[1];
  const locale = getLocale(isLocaleCode(prefix) ? prefix : localeFromAcceptLanguage(acceptLanguage));
  const message = translate(locale.code, `errors.${code}`);
  return new Response(
    `<!doctype html><html lang="${locale.htmlLang}" dir="${locale.dir}"><meta charset="utf-8"><title>${status}</title><h1>${status}</h1><p>${message}</p></html>`,
    { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } },
  );
}
