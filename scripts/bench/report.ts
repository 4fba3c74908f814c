/** The bench report's derived parts: per-core sizing estimates and the goal summary. */
import type { LoadResult } from "./wrk.ts";

/** The goals of issue 15, as ratios to the yardstick measured in the same run. */
export const GOALS = { cachedRps: 0.5, cachedP99: 2, uncachedRps: 0.01, dashboardP50Ms: 60 };

/**
 * Per-core figures for sizing: the server is one process, so what it served is roughly what one
 * core serves (the load generator had the other core). Estimates, not promises.
 */
export function sizing(r: Record<string, unknown>) {
  const rpsOf = (value: unknown) => Number((value as { rps?: number } | undefined)?.rps ?? Number.NaN);
  const cached = Object.values((r.cachedPages ?? {}) as Record<string, { app: LoadResult }>).map((p) => p.app.rps);
  return {
    note: "estimates for sizing: one server process ≈ one core; wrk ran on the same 2-core machine",
    cachedPagesPerCore: cached.length ? Math.min(...cached) : null,
    uncachedHomeRendersPerCore: rpsOf(r.uncachedHome),
    dashboardRendersPerCore: Math.round(1000 / Number((r.dashboard as LoadResult | undefined)?.p50Ms ?? Number.NaN)),
    balanceReadsPerCore: rpsOf((r.balanceApi as { balance?: LoadResult } | undefined)?.balance),
    purchasesPerCoreOnPostgres: rpsOf(r.purchases),
  };
}

export function printSummary(r: Record<string, unknown>) {
  const mark = (ok: boolean) => (ok ? "met" : "NOT MET");
  const rows: string[] = [];
  for (const [name, page] of Object.entries(
    (r.cachedPages ?? {}) as Record<string, { path: string; rpsRatio: number; p99Ratio: number }>,
  )) {
    rows.push(
      `${name} (${page.path}): ${page.rpsRatio}x nginx rps (goal >= ${GOALS.cachedRps}: ${mark(page.rpsRatio >= GOALS.cachedRps)}), ` +
        `p99 ${page.p99Ratio}x nginx (goal <= ${GOALS.cachedP99}: ${mark(page.p99Ratio <= GOALS.cachedP99)})`,
    );
  }
  const ceiling = Object.values((r.nodeCeiling ?? {}) as Record<string, { rpsRatio: number }>).map((p) => p.rpsRatio);
  if (ceiling.length > 0) {
    rows.push(
      `cached pages against a bare Node server writing the same bytes: ${Math.min(...ceiling)}–${Math.max(...ceiling)}x (the rest of the gap to nginx is Node's HTTP layer)`,
    );
  }
  const uncached = r.uncachedHome as (LoadResult & { rpsRatioToNginx: number }) | undefined;
  if (uncached) {
    rows.push(
      `uncached home: ${uncached.rps} rps = ${uncached.rpsRatioToNginx}x nginx (goal >= ${GOALS.uncachedRps}: ${mark(uncached.rpsRatioToNginx >= GOALS.uncachedRps)})`,
    );
  }
  const dashboard = r.dashboard as LoadResult | undefined;
  if (dashboard) {
    rows.push(
      `dashboard p50 ${dashboard.p50Ms} ms (goal < ${GOALS.dashboardP50Ms} ms: ${mark(dashboard.p50Ms < GOALS.dashboardP50Ms)})`,
    );
  }
  console.log(`\n== Summary\n${rows.join("\n")}`);
}
