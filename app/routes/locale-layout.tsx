import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { isLayoutName, type LayoutName } from "../../src/contracts/layouts.ts";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { isLocaleCode, localeFromAcceptLanguage } from "../../src/i18n/locales.ts";
import { readCookie } from "../../src/lib/cookies.ts";
import { ErrorView } from "../components/error-view.tsx";
import { SiteBehaviours } from "../components/site-behaviours.tsx";
import { viewerContext, webEnvContext } from "../context.ts";
import { layouts } from "../layouts/index.ts";
import { AUTH_COOKIE, apiFor } from "../lib/api.server.ts";
import { I18nProvider, useI18n } from "../lib/i18n.tsx";
import { loadMessages } from "../lib/messages.server.ts";
import { isSafeRedirect, localizedPath } from "../lib/paths.ts";
import { loadViewer } from "../lib/viewer.server.ts";
import { findRoute } from "../route-manifest.ts";
import type { Route } from "./+types/locale-layout";

/**
 * Runs before any loader below it: checks the prefix (an un-prefixed known page is redirected to
 * the visitor's language), finds out who is signed in and applies the route's sign-in rule, so no
 * page loader ever runs for a visitor the rule turns away.
 */
const localeGuard: Route.MiddlewareFunction = async ({ params, request, context }) => {
  const url = new URL(request.url);
  const env = context.get(webEnvContext);
  const cookie = request.headers.get("cookie");
  if (!isLocaleCode(params.lang)) {
    if (findRoute(url.pathname, env.config.brand.slug)) {
      const preferred = readCookie(cookie, "i18n_redirected");
      const locale = isLocaleCode(preferred)
        ? preferred
        : localeFromAcceptLanguage(request.headers.get("accept-language"));
      throw redirect(`${localizedPath(locale, url.pathname)}${url.search}`, {
        headers: { Vary: "Accept-Language, Cookie" },
      });
    }
    throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
  }
  const locale = params.lang;
  const viewer = await loadViewer(apiFor(context, request, locale), Boolean(readCookie(cookie, AUTH_COOKIE)));
  context.set(viewerContext, viewer);

  const entry = findRoute(restOf(url.pathname, locale), env.config.brand.slug);
  if (entry?.guard === "required" && !viewer) {
    const back = `${url.pathname}${url.search}`;
    throw redirect(`${localizedPath(locale, "/login")}?redirect=${encodeURIComponent(back)}`);
  }
  if (entry?.guard === "guest-only" && viewer) {
    const target = url.searchParams.get("redirect");
    throw redirect(isSafeRedirect(target) ? target : localizedPath(locale, "/myzain"));
  }
};

export const middleware: Route.MiddlewareFunction[] = [localeGuard];

const restOf = (pathname: string, locale: string) => pathname.slice(locale.length + 1).replace(/^\/+|\/+$/g, "");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const env = context.get(webEnvContext);
  const locale = isLocaleCode(params.lang) ? params.lang : "en";
  const rest = restOf(new URL(request.url).pathname, locale);
  const messages = await loadMessages(apiFor(context, request, locale), locale, (message, fields) =>
    env.log("error", message, fields),
  );
  const viewer = context.get(viewerContext);
  return { locale, messages, viewer, path: rest, layout: findRoute(rest, env.config.brand.slug)?.layout ?? null };
}

/** Messages and the customer change only with the language or after a form; not on every link. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.lang !== nextParams.lang) return true;
  // Same address: an explicit refresh (window focus), which must re-check the session.
  if (currentUrl.href === nextUrl.href) return true;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return false;
}

/** The layout named by the page's own data (the catch-all's "set-layout step"), else by the route. */
function useLayoutName(fallback: LayoutName | null): LayoutName {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const layout = (match.loaderData as { layout?: unknown } | undefined)?.layout;
    if (isLayoutName(layout)) return layout;
  }
  return fallback ?? "default";
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const name = useLayoutName(loaderData.layout);
  const Layout = layouts[name];
  return (
    <I18nProvider code={loaderData.locale} messages={loaderData.messages}>
      <SkipLink />
      <DemoBanner />
      <div className="layout" data-layout={name}>
        <Layout path={loaderData.path} viewer={loaderData.viewer}>
          <Outlet />
        </Layout>
      </div>
      <SiteBehaviours />
    </I18nProvider>
  );
}

/** DESIGN.md "Modes": in demo mode a small banner says so. */
function DemoBanner() {
  const { t } = useI18n();
  const root = useRouteLoaderData("root") as { config: { demoMode: boolean } } | undefined;
  if (!root?.config.demoMode) return null;
  return <p className="demo-banner">{t("demo.banner")}</p>;
}

function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      {useI18n().t("a11y.skipToContent")}
    </a>
  );
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  const locale = isLocaleCode(params.lang) ? params.lang : "en";
  return (
    <I18nProvider code={locale} messages={catalogue[locale]}>
      <div className="layout" data-layout="default">
        <layouts.default path="" viewer={null}>
          <ErrorView status={status} message={message} />
        </layouts.default>
      </div>
      <SiteBehaviours />
    </I18nProvider>
  );
}
