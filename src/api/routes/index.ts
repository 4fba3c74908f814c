import type { RouteModule } from "../app.ts";
import type { ApiDeps } from "../context.ts";
import { contentRoutes } from "./content.ts";

/** Every feature's routes, mounted under /api/v1. */
export function apiRoutes(_deps: ApiDeps): RouteModule[] {
  return [{ path: "/", router: contentRoutes() }];
}
