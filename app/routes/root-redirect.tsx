import { redirect } from "react-router";
import { isLocaleCode, localeFromAcceptLanguage } from "../../src/i18n/locales.ts";
import { readCookie } from "../../src/lib/cookies.ts";
import type { Route } from "./+types/root-redirect";

/** `/` goes to the visitor's language: the i18n_redirected cookie if set, else Accept-Language. */
export function loader({ request }: Route.LoaderArgs) {
  const cookie = readCookie(request.headers.get("cookie"), "i18n_redirected");
  const locale = isLocaleCode(cookie) ? cookie : localeFromAcceptLanguage(request.headers.get("accept-language"));
  const url = new URL(request.url);
  return redirect(`/${locale}${url.search}`, { headers: { Vary: "Accept-Language, Cookie" } });
}
