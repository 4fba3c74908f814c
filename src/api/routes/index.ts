import type { RouteModule } from "../app.ts";
import type { ApiDeps } from "../context.ts";
import { authRoutes } from "./auth.ts";
import { campaignRoutes } from "./campaigns.ts";
import { catalogueRoutes } from "./catalogue.ts";
import { contentRoutes } from "./content.ts";
import { devRoutes } from "./dev.ts";

/** Every feature's routes, mounted under /api/v1. Demo-only routes do not exist outside demo mode. */
export function apiRoutes(deps: ApiDeps): RouteModule[] {
  return [
    { path: "/", router: contentRoutes() },
    { path: "/auth", router: authRoutes() },
    { path: "/offerings", router: catalogueRoutes() },
    { path: "/", router: campaignRoutes() },
    ...(deps.config.demoMode ? [{ path: "/dev", router: devRoutes() }] : []),
  ];
}
