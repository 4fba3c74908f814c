import { redirect } from "react-router";
import { logoutOp } from "../../../src/contracts/api/auth.ts";
import { isLocaleCode } from "../../../src/i18n/locales.ts";
import { webEnvContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { clearAuthCookie, REFRESH_COOKIE } from "../../lib/auth-cookies.server.ts";
import { localizedPath } from "../../lib/paths.ts";
import type { Route } from "./+types/logout";

/**
 * Sign-out (spec section 4): the API ends the session (if it can be reached), the cookie is
 * cleared whatever happens, and the visitor goes to the home page in their language. A body that
 * is not a form still signs out (in English, having no language field): this route has no page
 * to show a form error on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const lang = String(form.get("lang") ?? "");
  const locale = isLocaleCode(lang) ? lang : "en";
  const env = context.get(webEnvContext);
  try {
    await apiFor(context, request, locale).call(logoutOp);
  } catch (error) {
    env.log("warn", "sign-out could not reach the API; the cookie is cleared anyway", {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", clearAuthCookie(env));
  headers.append("Set-Cookie", clearAuthCookie(env, REFRESH_COOKIE));
  return redirect(localizedPath(locale, "/"), { headers });
}

export function loader() {
  return redirect("/");
}
