import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Messages } from "../src/i18n/translator.ts";
import { readCookie } from "../src/lib/cookies.ts";
import type { Route } from "./+types/root";
import { type ConsentState, TagManager } from "./components/consent.tsx";
import { ErrorView } from "./components/error-view.tsx";
import { SiteStyles } from "./components/site-styles.tsx";
import { webEnvContext } from "./context.ts";
import { errorPageMessage, errorPageMessages } from "./lib/error-messages.ts";
import { I18nProvider } from "./lib/i18n.tsx";
import { localeFromParam, localeOf } from "./lib/locale.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

const consentOf = (value: string | null | undefined): ConsentState =>
  value === "granted" || value === "denied" ? value : null;

export function loader({ context, request }: Route.LoaderArgs) {
  const { config, build } = context.get(webEnvContext);
  const consent = readCookie(request.headers.get("cookie"), "consent");
  return {
    config,
    buildId: build.id,
    consent: consentOf(consent),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromParam(useParams().lang);
  const data = useRouteLoaderData<typeof loader>("root");
  const brandColors = data?.config.brand;
  return (
    <html lang={locale?.htmlLang ?? "en"} dir={locale?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {brandColors ? <meta name="theme-color" content={brandColors.primaryColor} /> : null}
        {brandColors ? (
          <style>{`:root{--brand:${brandColors.primaryColor};--accent:${brandColors.accentColor}}`}</style>
        ) : null}
        <Meta />
        <SiteStyles />
        <Links />
        {data ? <TagManager /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Errors before any page data: an unknown language (English), or a language page whose guard
 * could not run, such as the 503 while the database is down, in that page's language.
 */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = errorPageMessage(error);
  const locale = localeOf(params);
  // Nothing below the root loaded: the layout's messages, else the error's (503), else English.
  const layout = useRouteLoaderData<{ messages: Messages }>("routes/locale-layout");
  return (
    <I18nProvider code={locale} messages={errorPageMessages(layout?.messages, error)}>
      <ErrorView status={status} message={message} />
    </I18nProvider>
  );
}
