import { redirect } from "react-router";
import { preferredLocale } from "../lib/locale.ts";
import type { Route } from "./+types/root-redirect";

/** `/` goes to the visitor's language: the i18n_redirected cookie if set, else Accept-Language. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/${preferredLocale(request)}${url.search}`, { headers: { Vary: "Accept-Language, Cookie" } });
}
