/**
 * Requests counted and timed by route group. Groups are a small fixed set, never raw paths: a path
 * is chosen by whoever sends the request, and one series per path would let anyone grow the
 * metrics without bound.
 */
import { Counter, Histogram } from "prom-client";
import { LATENCY_BUCKETS, registry } from "./prometheus.server.ts";

/** What the site answered: a rendered page, a page from the shared cache, a file, the API, or a probe. */
export type SiteGroup = "page" | "page_cached" | "asset" | "api" | "system";

/** 2xx, 3xx, 4xx or 5xx: errors are told apart from refusals without one series per status. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

const siteRequests = new Counter({
  name: "http_requests_total",
  help: "Requests this instance answered, by route group (page, page_cached, asset, api, system) and status class",
  labelNames: ["group", "status_class"] as const,
  registers: [registry],
});
const siteDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route group",
  labelNames: ["group"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export function observeSiteRequest(group: SiteGroup, status: number, seconds: number): void {
  siteRequests.inc({ group, status_class: statusClass(status) });
  siteDuration.observe({ group }, seconds);
}

/** The cached-page path is the hottest one: its series are bound once, so a hit does no label work. */
export function cachedPageRecorder(): (status: number, seconds: number) => void {
  const ok = siteRequests.labels({ group: "page_cached", status_class: "2xx" });
  const notModified = siteRequests.labels({ group: "page_cached", status_class: "3xx" });
  const duration = siteDuration.labels({ group: "page_cached" });
  return (status, seconds) => {
    (status === 304 ? notModified : ok).inc();
    duration.observe(seconds);
  };
}

const apiRequests = new Counter({
  name: "api_requests_total",
  help: "API requests by route group (the first segment of the route's template under /api/v1) and status class; includes the calls pages make in-process",
  labelNames: ["group", "status_class"] as const,
  registers: [registry],
});
const apiDuration = new Histogram({
  name: "api_request_duration_seconds",
  help: "Time the API took to answer, by route group",
  labelNames: ["group"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export function observeApiRequest(group: string, status: number, seconds: number): void {
  apiRequests.inc({ group, status_class: statusClass(status) });
  apiDuration.observe({ group }, seconds);
}

const SYSTEM_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/builds/latest.json"]);

/**
 * The group of an API request from the template of the route that answered it (`/api/v1/lines/:msisdn`
 * gives `lines`). Templates are fixed when the API is built, so the set of groups is too; a request
 * no route matched ends on a wildcard middleware and is `unmatched`.
 */
export function apiRouteGroup(template: string): string {
  if (SYSTEM_PATHS.has(template)) return "system";
  if (template.startsWith("/api/docs")) return "docs";
  if (template.startsWith("/sandbox-gateway/")) return "sandbox_gateway";
  if (!template.startsWith("/api/v1/")) return "unmatched";
  const segment = template.slice("/api/v1/".length).split("/")[0] ?? "";
  return segment === "" || segment.includes("*") || segment.startsWith(":") ? "unmatched" : segment;
}
