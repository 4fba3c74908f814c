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

/** A route of a hand-made server build: its place in the tree and its module's exports. */
export type TestRoute = { id: string; path?: string; index?: boolean; parentId?: string; module: ServerRouteModule };
type ServerRouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** A module the router can use: a component, if any, is a function (resource routes have none). */
function isRouteModule(value: object): value is ServerRouteModule {
  return !("default" in value) || typeof Reflect.get(value, "default") === "function";
}

/**
 * What the framework's build does to a route module: the router hands loaders, middleware and
 * components their params and data, untyped there (the generated route types are for the app).
 */
export function asBuilt(module: object): ServerRouteModule {
  const built: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (name === "middleware" && Array.isArray(value)) {
      built[name] = value.map((m) =>
        typeof m === "function" ? (...args: unknown[]) => Reflect.apply(m, undefined, args) : m,
      );
    } else if (typeof value !== "function") {
      built[name] = value;
    } else if (name === "default") {
      built[name] = withComponentProps((props) => Reflect.apply(value, undefined, [props]));
    } else if (name === "ErrorBoundary") {
      built[name] = withErrorBoundaryProps((props) => Reflect.apply(value, undefined, [props]));
    } else {
      built[name] = (...args: unknown[]) => Reflect.apply(value, undefined, args);
    }
  }
  if (!isRouteModule(built)) throw new Error("a route module's default export must be a component");
  return built;
}

/**
 * The site's real server rendering of the given routes (entry and root included by the caller),
 * without a production build, talking to the given API. Scripts and styles are left out.
 */
export function testRoutes(routes: TestRoute[], apiTransport: ApiTransport, settings: Record<string, string> = {}) {
  const build: ServerBuild = {
    entry: { module: entry },
    routes: Object.fromEntries(routes.map((r) => [r.id, r])),
    assets: {
      entry: { imports: [], module: "/assets/entry.client.js" },
      routes: Object.fromEntries(
        routes.map(({ module, ...route }) => [
          route.id,
          {
            ...route,
            module: `/assets/${route.id}.js`,
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
        ]),
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
  const web = (request: Request, env: WebEnv) => handle(request, entry.createLoadContext(env));
  const config = testConfig(settings);
  const env: WebEnv = {
    config: toPublicConfig(config),
    apiBaseUrl: "http://localhost/api/v1",
    apiTransport,
    requestId: "test-request",
    clientIp: "127.0.0.1",
    clientIpSignature: "",
    secureCookies: true,
    cookieSecret: "test-cookie-secret",
    build: { id: "test-build", timestamp: "2026-01-01T00:00:00.000Z" },
    contentVersion: null,
    log: () => undefined,
  };
  return Object.assign(
    (path: string, init: RequestInit = {}) => web(new Request(`http://localhost${path}`, init), env),
    {
      /** The same pages as the server app's web handler, for tests that go through the whole server. */
      web,
    },
  );
}

/**
 * The site's real server rendering (entry, root, language layout with its guard, the myzain
 * dashboard and the sign-in page) without a production build, talking to the given API: enough
 * to see what a browser gets for a signed-in page.
 */
export function testPages(apiTransport: ApiTransport) {
  return testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "routes/myzain/dashboard", path: "myzain", parentId: "routes/locale-layout", module: asBuilt(dashboard) },
      { id: "routes/login", path: "login", parentId: "routes/locale-layout", module: asBuilt(login) },
    ],
    apiTransport,
  );
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
