import { type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import { refreshSessionOp } from "../../src/contracts/api/auth.ts";
import { getLocale, isLocaleCode, type LocaleCode } from "../../src/i18n/locales.ts";
import { decodeCookieValue, readCookie } from "../../src/lib/cookies.ts";
import { sessionTokenContext, viewerContext, webEnvContext } from "../context.ts";
import { AUTH_COOKIE, apiFor } from "../lib/api.server.ts";
import { clearAuthCookie, REFRESH_COOKIE, sessionCookies, tokenAt } from "../lib/auth-cookies.server.ts";
import { errorPage } from "../lib/error-page.server.ts";
import { preferredLocale } from "../lib/locale.ts";
import { pageUrlOf, restOfPath } from "../lib/page-url.ts";
import { isSafeRedirect, localizedPath } from "../lib/paths.ts";
import { loadViewer } from "../lib/viewer.server.ts";
import { findRoute } from "../route-manifest.ts";

/**
 * Runs before any loader below it: checks the prefix (an un-prefixed known page is redirected to
 * the visitor's language), finds out who is signed in and applies the route's sign-in rule, so no
 * page loader ever runs for a visitor the rule turns away.
 */
export const localeGuard: MiddlewareFunction<Response> = async ({ params, request, context }, next) => {
  const url = pageUrlOf(request);
  const env = context.get(webEnvContext);
  const cookie = request.headers.get("cookie");
  if (!isLocaleCode(params.lang)) {
    if (findRoute(url.pathname, env.config.brand.slug)) {
      throw redirect(`${localizedPath(preferredLocale(request), url.pathname)}${url.search}`, {
        headers: { Vary: "Accept-Language, Cookie" },
      });
    }
    throw errorPage("en", 404, { message: `Page Not Found: ${url.pathname}` });
  }
  const locale = params.lang;
  const token = readCookie(cookie, AUTH_COOKIE);
  const entry = findRoute(restOfPath(url.pathname), env.config.brand.slug);
  // A link from an email or another site arrives without the SameSite=Strict cookie. Reloading
  // from our own page makes the browser send it, so a signed-in customer lands where they meant to.
  if (entry?.guard === "required" && !token && request.headers.get("sec-fetch-site") === "cross-site") {
    return sameSiteReload(url, locale);
  }
  let viewer = token ? await loadViewer(apiFor(context, request, locale)) : null;
  // With refresh on, an ended session is renewed once from the refresh cookie before giving up.
  const renewed = !viewer && env.config.auth.refreshEnabled ? await renewSession(context, request, locale) : null;
  if (renewed) {
    context.set(sessionTokenContext, renewed.token);
    viewer = await loadViewer(apiFor(context, request, locale));
  }
  context.set(viewerContext, viewer);

  if (entry?.guard === "required" && !viewer) {
    const back = `${url.pathname}${url.search}`;
    throw redirect(`${localizedPath(locale, "/login")}?redirect=${encodeURIComponent(back)}`, {
      headers: token ? { "Set-Cookie": clearAuthCookie(env) } : {},
    });
  }
  if (entry?.guard === "guest-only" && viewer) {
    const target = url.searchParams.get("redirect");
    throw redirect(isSafeRedirect(target) ? target : localizedPath(locale, "/myzain"));
  }
  const response = await next();
  // Spec section 8: a session the API no longer accepts (401, nothing else) is cleared.
  if (token && !viewer) response.headers.append("Set-Cookie", clearAuthCookie(env));
  for (const cookie of renewed?.cookies ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
};

async function renewSession(context: Readonly<RouterContextProvider>, request: Request, locale: LocaleCode) {
  const refreshToken = decodeCookieValue(readCookie(request.headers.get("cookie"), REFRESH_COOKIE));
  if (!refreshToken) return null;
  const env = context.get(webEnvContext);
  try {
    const issued = await apiFor(context, request, locale).call(refreshSessionOp, {
      body: { refreshToken },
    });
    const cookies = sessionCookies(issued, env);
    const token = tokenAt(issued, env.config.auth.tokenPath);
    return cookies && token ? { token, cookies } : null;
  } catch (error) {
    // The API refused the refresh token: signed out. An outage is the error page (docs/decisions/032-database-outages.md).
    if (error instanceof ApiClientError) return null;
    throw error;
  }
}

function sameSiteReload(url: URL, code: LocaleCode): Response {
  const target = `${url.pathname}${url.search}`.replace(/[<>"&']/g, "");
  const { htmlLang, dir } = getLocale(code);
  return new Response(
    `<!doctype html><html lang="${htmlLang}" dir="${dir}"><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><title>…</title><a href="${target}">${target}</a>`,
    {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
      },
    },
  );
}
