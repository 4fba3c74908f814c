import { pathToFileURL } from "node:url";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { WebEnv } from "../../app/context.ts";

export type WebHandler = (request: Request, env: WebEnv) => Promise<Response>;

type EntryWithContext = { createLoadContext: (env: WebEnv) => RouterContextProvider };

function hasLoadContextFactory(module: unknown): module is EntryWithContext {
  return typeof (module as Partial<EntryWithContext> | null)?.createLoadContext === "function";
}

/** Loads the built React Router server bundle and returns a request handler for it. */
export async function loadWebHandler(buildFile: string): Promise<WebHandler> {
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const entry = build.entry.module;
  if (!hasLoadContextFactory(entry)) throw new Error(`${buildFile}: entry.server does not export createLoadContext`);
  const handle = createRequestHandler(build, "production");
  return (request, env) => handle(request, entry.createLoadContext(env));
}
