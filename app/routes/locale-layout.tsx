import { data, Outlet } from "react-router";
import { localeFromParam } from "../lib/locale.ts";
import type { Route } from "./+types/locale-layout";

/** Checks the language prefix once for every page below it (an unknown one is a fatal 404). */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.lang);
  if (!locale) throw data(`Page Not Found: ${new URL(request.url).pathname}`, { status: 404 });
  return { locale: locale.code };
}

export default function LocaleLayout() {
  return <Outlet />;
}
