import {
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { isLayoutName, type LayoutName } from "../../src/contracts/layouts.ts";
import { ErrorView } from "../components/error-view.tsx";
import { SiteBehaviours } from "../components/site-behaviours.tsx";
import { viewerContext, webEnvContext } from "../context.ts";
import { layouts } from "../layouts/index.ts";
import { apiFor } from "../lib/api.server.ts";
import { errorPageMessage, errorPageMessages } from "../lib/error-messages.ts";
import { formBodyGuard } from "../lib/form-body.server.ts";
import { I18nProvider, useI18n } from "../lib/i18n.tsx";
import { localeOf } from "../lib/locale.ts";
import { loadMessages, pickMessages } from "../lib/messages.server.ts";
import { mainNavigation, sectionNavigation } from "../lib/navigation.server.ts";
import { retryAfterOn503 } from "../lib/outage.server.ts";
import { pageUrlOf, restOfPath } from "../lib/page-url.ts";
import { useRootData } from "../lib/root-data.ts";
import { namespacesFor } from "../lib/route-messages.ts";
import { findRoute } from "../route-manifest.ts";
import type { Route } from "./+types/locale-layout";
import { localeGuard } from "./locale-layout.server.ts";

export const middleware: Route.MiddlewareFunction[] = [retryAfterOn503, formBodyGuard, localeGuard];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const env = context.get(webEnvContext);
  const locale = localeOf(params);
  const catalogue = await loadMessages(
    apiFor(context, request, locale),
    locale,
    (message, fields) => env.log("error", message, fields),
    { version: env.contentVersion },
  );
  // Only what this page shows, in its language (app/lib/route-messages.ts).
  // The page's address, not the `.data` address a client navigation fetches this from.
  const path = restOfPath(pageUrlOf(request).pathname);
  const messages = pickMessages(catalogue, namespacesFor(path, env.config.brand.slug));
  // The route's layout, decided here so that the route table never travels to the browser.
  const layout = findRoute(path, env.config.brand.slug)?.layout ?? null;
  // The navigation tree comes as data, not as code every page loads (app/lib/navigation.ts).
  const navigation = mainNavigation(env.config.brand.slug);
  const viewer = context.get(viewerContext);
  const sections = sectionNavigation(path, navigation, env.config.brand.slug, viewer !== null);
  return { locale, messages, layout, navigation, sections, viewer };
}

/**
 * Messages and the customer change with the language or after a form; each page also has its own
 * messages (app/lib/route-messages.ts), so another page reloads them in the same request as its
 * own data. Working out in the browser which pages share messages would cost more JavaScript
 * (the route table) than the few kilobytes this sends again.
 */
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
  return currentUrl.pathname !== nextUrl.pathname;
}

/** The layout named by the page's own data (the catch-all's "set-layout step"), else by the route. */
function useLayoutName(fallback: LayoutName | null): LayoutName {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data: unknown = match.loaderData;
    const layout = typeof data === "object" && data !== null && "layout" in data ? data.layout : undefined;
    if (isLayoutName(layout)) return layout;
  }
  return fallback ?? "default";
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  // The loader runs again on every change of address (shouldRevalidate), so the chrome follows.
  const path = restOfPath(useLocation().pathname);
  const name = useLayoutName(loaderData.layout);
  const Layout = layouts[name];
  return (
    <I18nProvider code={loaderData.locale} messages={loaderData.messages}>
      <SkipLink />
      <DemoBanner />
      <div className="layout" data-layout={name}>
        <Layout path={path} viewer={loaderData.viewer}>
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
  const root = useRootData();
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
  const message = errorPageMessage(error);
  const locale = localeOf(params);
  // The layout's own data when only the page failed; else what the error carries, else English.
  const layout = useRouteLoaderData<typeof loader>("routes/locale-layout");
  return (
    <I18nProvider code={layout?.locale ?? locale} messages={errorPageMessages(layout?.messages, error)}>
      <div className="layout" data-layout="default">
        <layouts.default path="" viewer={null}>
          <ErrorView status={status} message={message} />
        </layouts.default>
      </div>
      <SiteBehaviours />
    </I18nProvider>
  );
}
