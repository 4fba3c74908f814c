/**
 * Counters of events an operator must see (caps hit, refunds that failed, jobs moved to the dead
 * letter). In-process and cheap; `renderMetrics()` writes them in the Prometheus text format so one
 * scrape per instance can collect them. Names follow Prometheus rules: snake_case, `_total` suffix.
 * Histograms and gauges live in prom-client's registry (prometheus.server.ts); a scrape writes both.
 */
type Labels = Record<string, string>;

const counters = new Map<string, { help: string; values: Map<string, number> }>();

const labelKey = (labels: Labels) =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}="${labels[k]?.replace(/["\\\n]/g, "_")}"`)
    .join(",");

/** Adds `by` (default 1) to a counter; `help` describes it the first time it is seen. */
export function countEvent(name: string, help: string, labels: Labels = {}, by = 1): void {
  const counter = counters.get(name) ?? { help, values: new Map<string, number>() };
  counters.set(name, counter);
  const key = labelKey(labels);
  counter.values.set(key, (counter.values.get(key) ?? 0) + by);
}

/**
 * A counter with fixed labels, for hot paths: the increment does no string work. Its series is
 * written from the start, at 0, so a rate over it (a cache's hit rate) exists before the first event.
 */
export function fastCounter(name: string, help: string, labels: Labels = {}): () => void {
  const counter = counters.get(name) ?? { help, values: new Map<string, number>() };
  counters.set(name, counter);
  const key = labelKey(labels);
  const { values } = counter;
  values.set(key, values.get(key) ?? 0);
  return () => values.set(key, (values.get(key) ?? 0) + 1);
}

/** The current value of one counter with exactly these labels: for tests and commands. */
export function counterValue(name: string, labels: Labels = {}): number {
  return counters.get(name)?.values.get(labelKey(labels)) ?? 0;
}

export function renderMetrics(): string {
  const lines: string[] = [];
  for (const [name, { help, values }] of counters) {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
    for (const [key, value] of values) lines.push(`${name}${key ? `{${key}}` : ""} ${value}`);
  }
  return lines.length ? `${lines.join("\n")}\n` : "";
}
