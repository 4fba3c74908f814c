/**
 * The Prometheus registry for what plain counters cannot say: latency histograms, gauges read at
 * scrape time, and Node's own process metrics (event-loop lag, heap, GC, handles). The event
 * counters of `metrics.server.ts` stay where they are; a scrape writes both (docs/decisions/076).
 */
import { collectDefaultMetrics, Registry } from "prom-client";
import { renderMetrics } from "./metrics.server.ts";

export const registry = new Registry();

// nodejs_eventloop_lag_*, process_cpu_*, nodejs_heap_*, nodejs_gc_duration_seconds...: sampled by
// prom-client itself (the event-loop delay through perf_hooks' monitor, off the request path).
collectDefaultMetrics({ register: registry });

/**
 * Web latency, in seconds: a cached page answers in well under 5 ms, a rendered page or an API
 * call in tens of milliseconds, and anything past 5 s has already lost its visitor.
 */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Database statements: most answer within a millisecond or two; the statement limit is 5 s. */
export const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** Everything this instance exposes, in the Prometheus text format (version 0.0.4). */
export async function scrapeMetrics(): Promise<string> {
  return `${renderMetrics()}${await registry.metrics()}`;
}

export const METRICS_CONTENT_TYPE = registry.contentType;
