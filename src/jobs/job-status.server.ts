/** What the `jobs-status` command shows: every job's last run, retry state and dead letter. */
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { jobRuns } from "../db/schema/index.ts";
import { recentFailures } from "./job-history.server.ts";
import type { Job } from "./job-runner.server.ts";

export type JobStatus = {
  name: string;
  everyMs: number;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  /** `running` while a run holds the lease; null before the first run. */
  lastOutcome: "succeeded" | "failed" | "running" | null;
  consecutiveFailures: number;
  /** When the scheduler next tries it (now or past: at its next tick); null while dead-lettered. */
  nextDueAt: Date | null;
  deadLetteredAt: Date | null;
  recentFailures: Awaited<ReturnType<typeof recentFailures>>;
};

export async function jobStatuses(db: Db, jobs: Job[], now = new Date(), failuresShown = 3): Promise<JobStatus[]> {
  const names = jobs.map((job) => job.name);
  const rows = names.length ? await db.select().from(jobRuns).where(inArray(jobRuns.name, names)) : [];
  return Promise.all(
    jobs.map(async (job) => {
      const row = rows.find((r) => r.name === job.name);
      const running = Boolean(row?.lastStartedAt && !(row.lastFinishedAt && row.lastFinishedAt >= row.lastStartedAt));
      const deadLetteredAt = row?.deadLetteredAt ?? null;
      const afterPeriod = row?.lastStartedAt ? new Date(row.lastStartedAt.getTime() + job.everyMs) : now;
      return {
        name: job.name,
        everyMs: job.everyMs,
        lastStartedAt: row?.lastStartedAt ?? null,
        lastFinishedAt: row?.lastFinishedAt ?? null,
        lastOutcome: running ? "running" : (row?.lastStatus ?? null),
        consecutiveFailures: row?.consecutiveFailures ?? 0,
        nextDueAt: deadLetteredAt ? null : (row?.nextDueAt ?? afterPeriod),
        deadLetteredAt,
        recentFailures: await recentFailures(db, job.name, failuresShown),
      } satisfies JobStatus;
    }),
  );
}
