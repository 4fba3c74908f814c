import { timingSafeEqual } from "node:crypto";

/**
 * Whether a scrape may read /metrics: only with `Authorization: Bearer <METRICS_TOKEN>`, and never
 * while the token is unset. Compared in constant time.
 */
export function mayScrape(metricsToken: string | undefined, authorization: string | undefined): boolean {
  if (!metricsToken) return false;
  const given = Buffer.from(authorization ?? "");
  const expected = Buffer.from(`Bearer ${metricsToken}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
