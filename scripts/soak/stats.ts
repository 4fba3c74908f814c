/**
 * What a soak measures, in memory that does not grow with the run: request and error counts, and
 * latencies in a fixed histogram of 1 ms buckets (so p50/p99 cost nothing and hold no samples).
 */

const BUCKETS = 60_000;

export type Stats = ReturnType<typeof newStats>;

export function newStats() {
  const latency = new Uint32Array(BUCKETS + 1);
  const byKind = new Map<string, { requests: number; errors: number }>();
  const statuses = new Map<number, number>();
  const refusals = new Map<string, number>();
  const errorSamples: string[] = [];
  let requests = 0;
  let errors = 0;

  return {
    /**
     * One request: its kind (for the table), status (0: no answer), time taken, and for a 4xx the
     * API's error code (the refusals are listed, so a soak that only hits rate limits shows it).
     */
    record(kind: string, status: number, ms: number, detail?: string, code?: string) {
      requests += 1;
      const bucket = Math.min(BUCKETS, Math.max(0, Math.round(ms)));
      latency[bucket] = (latency[bucket] ?? 0) + 1;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const row = byKind.get(kind) ?? { requests: 0, errors: 0 };
      row.requests += 1;
      // DESIGN.md: only 5xx and no answer at all are faults; a 4xx is the API saying no.
      if (status === 0 || status >= 500) {
        errors += 1;
        row.errors += 1;
        if (errorSamples.length < 20)
          errorSamples.push(`${kind} ${status || "connection error"} ${detail ?? ""}`.trim());
      }
      if (status >= 400 && status < 500) {
        const key = `${kind} ${status} ${code ?? "-"}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
      byKind.set(kind, row);
    },
    percentile(p: number): number {
      const target = Math.ceil((p / 100) * requests);
      let seen = 0;
      for (let ms = 0; ms <= BUCKETS; ms++) {
        seen += latency[ms] ?? 0;
        if (seen >= target && seen > 0) return ms;
      }
      return 0;
    },
    summary() {
      return {
        requests,
        errors,
        statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
        byKind: Object.fromEntries([...byKind].sort(([a], [b]) => a.localeCompare(b))),
        refusals: Object.fromEntries([...refusals].sort(([a], [b]) => a.localeCompare(b))),
        errorSamples,
      };
    },
  };
}
