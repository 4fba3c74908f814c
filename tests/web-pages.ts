import type { ReactNode } from "react";
import {
  createRequestHandler,
  type ServerBuild,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import { z } from "zod";
import type { WebEnv } from "../app/context.ts";
import * as entry from "../app/entry.server.tsx";
import * as root from "../app/root.tsx";
import * as login from "../app/routes/auth/login.tsx";
import * as layout from "../app/routes/locale-layout.tsx";
import * as dashboard from "../app/routes/myzain/dashboard.tsx";
import type { ApiTransport } from "../src/client/api-client.ts";
import { toPublicConfig } from "../src/config/public-config.ts";
import { call } from "./api.ts";
import { testConfig } from "./config.ts";
import { TEST_PASSWORD } from "./factories/accounts.ts";

// What the framework's build does to route modules: the router hands loaders, middleware and
// components their params and data, untyped there (the generated route types are for the app).
const untyped =
  (fn: (...args: never[]) => unknown) =>
  (...args: unknown[]) =>
    Reflect.apply(fn, undefined, args);
type RouteView = (props: never) => ReactNode;
const routed = (view: RouteView) => withComponentProps((props) => Reflect.apply(view, undefined, [props]));
const boundary = (view: RouteView) => withErrorBoundaryProps((props) => Reflect.apply(view, undefined, [props]));

/**
 * The site's real server rendering (entry, root, language layout with its guard, the myzain
 * dashboard and the sign-in page) without a production build, talking to the given API: enough
 * to see what a browser gets for a signed-in page. Scripts and styles are left out.
 */
export function testPages(apiTransport: ApiTransport) {
  // As the build does, components get their props (params, loader data) from the router.
  const modules = {
    root: {
      loader: untyped(root.loader),
      links: root.links,
      Layout: root.Layout,
      default: routed(root.default),
      ErrorBoundary: boundary(root.ErrorBoundary),
    },
    "routes/locale-layout": {
      middleware: layout.middleware.map(untyped),
      loader: untyped(layout.loader),
      default: routed(layout.default),
      ErrorBoundary: boundary(layout.ErrorBoundary),
    },
    "routes/myzain/dashboard": {
      loader: untyped(dashboard.loader),
      default: routed(dashboard.default),
      ErrorBoundary: boundary(dashboard.ErrorBoundary),
    },
    "routes/login": {
      loader: untyped(login.loader),
      action: untyped(login.action),
      default: routed(login.default),
      ErrorBoundary: boundary(login.ErrorBoundary),
    },
  };
  const shape = {
    root: { path: "" },
    "routes/locale-layout": { path: ":lang", parentId: "root" },
    "routes/myzain/dashboard": { path: "myzain", parentId: "routes/locale-layout" },
    "routes/login": { path: "login", parentId: "routes/locale-layout" },
  };
  const ids = ["root", "routes/locale-layout", "routes/myzain/dashboard", "routes/login"] as const;
  const build: ServerBuild = {
    entry: { module: entry },
    routes: Object.fromEntries(ids.map((id) => [id, { id, ...shape[id], module: modules[id] }])),
    assets: {
      entry: { imports: [], module: "/assets/entry.client.js" },
      routes: Object.fromEntries(
        ids.map((id) => {
          const module = modules[id];
          return [
            id,
            {
              id,
              ...shape[id],
              module: `/assets/${id}.js`,
              hasAction: "action" in module,
              hasLoader: "loader" in module,
              hasClientAction: false,
              hasClientLoader: false,
              hasClientMiddleware: false,
              hasErrorBoundary: "ErrorBoundary" in module,
              clientActionModule: undefined,
              clientLoaderModule: undefined,
              clientMiddlewareModule: undefined,
              hydrateFallbackModule: undefined,
            },
          ];
        }),
      ),
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  const handle = createRequestHandler(build, "production");
  const config = testConfig();
  const env: WebEnv = {
    config: toPublicConfig(config),
    apiBaseUrl: "http://localhost/api/v1",
    apiTransport,
    requestId: "test-request",
    clientIp: "127.0.0.1",
    clientIpSignature: "",
    secureCookies: true,
    cookieSecret: "test-cookie-secret",
    nonce: "test-nonce",
    build: { id: "test-build", timestamp: "2026-01-01T00:00:00.000Z" },
    log: () => undefined,
  };
  return (path: string, init: RequestInit = {}) =>
    handle(new Request(`http://localhost${path}`, init), entry.createLoadContext(env));
}

/** Signs a customer in through the API and returns the session token the site keeps in `auth_token`. */
export async function sessionToken(api: { fetch: (r: Request) => Promise<Response> }, msisdn: string) {
  const response = await call(api, "/api/v1/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ msisdn, password: TEST_PASSWORD }),
  });
  return z.object({ token: z.string() }).parse(await response.json()).token;
}
