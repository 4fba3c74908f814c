import { pathToFileURL } from "node:url";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { WebEnv } from "../../app/context.ts";

export type WebHandler = (request: Request, env: WebEnv) => Promise<Response>;

type EntryWithContext = { createLoadContext: (env: WebEnv) => RouterContextProvider };

function hasLoadContextFactory(module: unknown): module is EntryWithContext {
  return typeof (module as Partial<EntryWithContext> | null)?.createLoadContext === "function";
}

/** Loads the built React Router server bundle and returns a request handler for it. */
export async function loadWebHandler(buildFile: string): Promise<WebHandler> {
  // React chooses its build by NODE_ENV when it is first loaded, and nothing loads it before this.
  // We only ever serve a production bundle, so it gets React's production build (a third faster
  // to render) under any NODE_ENV: `npm start` (development) renders as production does. The
  // configuration has already been read; NODE_ENV's meaning for cookies and demo mode is unchanged.
  process.env.NODE_ENV = "production";
  const { createRequestHandler } = await import("react-router");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const entry = build.entry.module;
  if (!hasLoadContextFactory(entry)) throw new Error(`${buildFile}: entry.server does not export createLoadContext`);
  const handle = createRequestHandler(build, "production");
  return (request, env) => handle(request, entry.createLoadContext(env));
}
