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
} from "react-router";
import type { Route } from "./+types/root";
import { webEnvContext } from "./context.ts";
import { localeFromParam } from "./lib/locale.ts";
import "./styles/app.css";

export function loader({ context }: Route.LoaderArgs) {
  const { config, build } = context.get(webEnvContext);
  return { config, buildId: build.id };
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromParam(useParams().lang) ?? localeFromParam("en");
  return (
    <html lang={locale?.htmlLang ?? "en"} dir={locale?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <Meta />
        <Links />
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

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page Not Found" : "Internal Server Error";
  return (
    <main className="error-page">
      <h1>{title}</h1>
      {isRouteErrorResponse(error) && typeof error.data === "string" ? <p>{error.data}</p> : null}
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}
