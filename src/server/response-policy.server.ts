/** What the server answers on every response, whichever part (API or pages) made it. */
import { ALLOWED_METHODS, isApiPath } from "../api/app.ts";
import { translate } from "../i18n/catalogue.ts";
import { getLocale, isLocaleCode, localeFromAcceptLanguage } from "../i18n/locales.ts";
import { readCookie } from "../lib/cookies.ts";

/**
 * Browser features no page of ours uses are turned off, for us and anything we embed; a script
 * slipped in cannot ask for the camera, the microphone or the visitor's location. Card payments
 * happen on the gateway's own site, so the Payment Request API is off too.
 */
export const PERMISSIONS_POLICY = {
  accelerometer: false,
  camera: false,
  displayCapture: false,
  geolocation: false,
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
  const headers = { Allow: ALLOWED_METHODS.join(", "), "Cache-Control": "no-store" };
  if (isApiPath(path)) {
    const message = translate(localeFromAcceptLanguage(acceptLanguage), "errors.method_not_allowed");
    const body = { code: "method_not_allowed", message, requestId: crypto.randomUUID() };
    return Response.json(body, { status: 405, headers });
  }
  const prefix = path.split("/")[1];
  const locale = getLocale(isLocaleCode(prefix) ? prefix : localeFromAcceptLanguage(acceptLanguage));
  const message = translate(locale.code, "errors.method_not_allowed");
  return new Response(
    `<!doctype html><html lang="${locale.htmlLang}" dir="${locale.dir}"><meta charset="utf-8"><title>405</title><h1>405</h1><p>${message}</p></html>`,
    { status: 405, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } },
  );
}
