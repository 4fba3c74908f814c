import { redirect } from "react-router";
import { isLocaleCode } from "../../src/i18n/locales.ts";
import { languageCookie } from "../lib/locale.ts";
import { isSafeRedirect, localizedPath } from "../lib/paths.ts";
import type { Route } from "./+types/set-language";

/** The no-JavaScript language switch: remember the choice, then show the same page in that language. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const path = url.searchParams.get("path");
  if (!isLocaleCode(to)) return redirect("/");
  const target = localizedPath(to, isSafeRedirect(path) ? path : "/");
  return redirect(target, {
    headers: { "Set-Cookie": languageCookie(to) },
  });
}
