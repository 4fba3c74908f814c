/** Job runs by outcome and their duration: the run history is in the database, this is its rate. */
import { Counter, Histogram } from "prom-client";
import { registry } from "../lib/prometheus.server.ts";

const runs = new Counter({
  name: "job_runs_total",
  help: "Job runs this instance did, by job and outcome (succeeded or failed)",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});
const duration = new Histogram({
  name: "job_duration_seconds",
  help: "How long a job's work took, by job",
  labelNames: ["job"] as const,
  // Jobs run from milliseconds (nothing due) to minutes (a bill run over every line).
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [registry],
});

export function observeJobRun(job: string, outcome: "succeeded" | "failed", seconds: number): void {
  runs.inc({ job, outcome });
  duration.observe({ job }, seconds);
}
