/**
 * What the periodic jobs must show after instances ran them side by side: no job started again
 * within its period, no two runs of one job overlapped, and every run the lease counted is in the
 * run log, except runs cut by a kill (at most one per kill).
 */
import type pg from "pg";
import type { Job } from "../../src/jobs/job-runner.server.ts";

type LoggedRun = { name: string; started_at: Date; finished_at: Date };

/**
 * `cutByJob`: leases a run took and never recorded, by job: runs cut by a kill. Such a job waits
 * for its lease to go stale (LEASE_STALE_MS) before another instance takes it.
 */
export type JobRunReport = { problems: string[]; runsByJob: Record<string, number>; cutByJob: Record<string, number> };

export async function jobRunReport(client: pg.Client, jobs: readonly Job[], kills: number): Promise<JobRunReport> {
  const { rows: logged } = await client.query<LoggedRun>(
    "select name, started_at, finished_at from job_run_log order by name, started_at",
  );
  const { rows: counted } = await client.query<{ name: string; run_count: number }>(
    "select name, run_count from job_runs",
  );
  const problems: string[] = [];
  const runsByJob: Record<string, number> = {};
  const cutByJob: Record<string, number> = {};
  let unlogged = 0;
  for (const job of jobs) {
    const runs = logged.filter((r) => r.name === job.name);
    runsByJob[job.name] = runs.length;
    for (let i = 1; i < runs.length; i++) {
      const [previous, run] = [runs[i - 1], runs[i]];
      if (!previous || !run) continue;
      const gap = run.started_at.getTime() - previous.started_at.getTime();
      if (gap < job.everyMs)
        problems.push(`${job.name} started again ${gap} ms after its last start (period ${job.everyMs} ms)`);
      if (run.started_at < previous.finished_at)
        problems.push(`${job.name} ran twice at once at ${run.started_at.toISOString()}`);
    }
    const leases = counted.find((c) => c.name === job.name)?.run_count ?? 0;
    if (leases < runs.length) problems.push(`${job.name}: ${runs.length} runs logged but only ${leases} leases taken`);
    unlogged += leases - runs.length;
    cutByJob[job.name] = leases - runs.length;
  }
  if (unlogged > kills) problems.push(`${unlogged} runs took a lease and left no record, with only ${kills} kills`);
  return { problems, runsByJob, cutByJob };
}
