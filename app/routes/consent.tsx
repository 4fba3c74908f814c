import { redirect } from "react-router";
import { isSafeRedirect } from "../lib/paths.ts";
import type { Route } from "./+types/consent";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Stores the visitor's analytics choice (or forgets it, to ask again) and returns to the page. A
 * body that is not a form holds no choice: the choice is forgotten, as for an unknown one (this
 * route has no page of its own to show a form error on).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const choice = form.get("choice");
  const path = String(form.get("path") ?? "/");
  const back = isSafeRedirect(path) ? path : "/";
  const cookie =
    choice === "granted" || choice === "denied"
      ? `consent=${choice}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`
      : "consent=; Max-Age=0; Path=/; SameSite=Lax";
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/");
}
