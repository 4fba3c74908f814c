import { and, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Config } from "../config/config.server.ts";
import type { Db } from "../db/client.server.ts";
import { jobRuns } from "../db/schema/index.ts";
import { safeErrorDetails, safeErrorText } from "../lib/error-text.ts";
import type { Logger } from "../lib/logger.server.ts";
import { HEARTBEAT_MS, keepLeaseAlive, LEASE_STALE_MS, leaseLastSeen } from "./job-heartbeat.server.ts";
import { observeJobRun } from "./job-metrics.server.ts";
import { recordFailure, recordSuccess } from "./job-outcome.server.ts";

export type JobContext = { db: Db; config: Config; log: Logger; now: Date };

export type Job = {
  name: string;
  /** How often the job should run, across all instances together. */
  everyMs: number;
  run: (ctx: JobContext) => Promise<Record<string, number> | undefined>;
};

/** A won lease: which run in a row this is (1 after a success) and whether the job was dead-lettered. */
export type JobClaim = { attempt: number; wasDeadLettered: boolean };

/**
 * Claims the job's row with one conditional update (a lease): only one instance wins per period,
 * and no transaction stays open while the job works, which matters on PGlite's single connection.
 * A run that neither finished nor renewed its lease for LEASE_STALE_MS was cut by a crash: its lease
 * is free (job-heartbeat.server.ts). A job is due one period after its last start or, after a
 * failure, at the back-off's `nextDueAt`;
 * a dead-lettered job is never due. `force` (a run by command) ignores both but still refuses
 * while another run holds the lease. Winning clears `nextDueAt`, so a second instance racing for
 * the same retry finds the job started and not due.
 */
export async function claimJob(db: Db, job: Job, now: Date, force = false): Promise<JobClaim | undefined> {
  await db.insert(jobRuns).values({ name: job.name }).onConflictDoNothing();
  const notRunning = or(
    isNull(jobRuns.lastStartedAt),
    sql`${jobRuns.lastFinishedAt} >= ${jobRuns.lastStartedAt}`,
    sql`${leaseLastSeen} < ${new Date(now.getTime() - LEASE_STALE_MS).toISOString()}::timestamptz`,
  );
  const due = force
    ? undefined
    : and(
        isNull(jobRuns.deadLetteredAt),
        or(
          and(isNotNull(jobRuns.nextDueAt), lte(jobRuns.nextDueAt, now)),
          and(
            isNull(jobRuns.nextDueAt),
            or(isNull(jobRuns.lastStartedAt), lt(jobRuns.lastStartedAt, new Date(now.getTime() - job.everyMs))),
          ),
        ),
      );
  const [claimed] = await db
    .update(jobRuns)
    .set({ lastStartedAt: now, heartbeatAt: now, nextDueAt: null, runCount: sql`${jobRuns.runCount} + 1` })
    .where(and(eq(jobRuns.name, job.name), notRunning, due))
    .returning({ failures: jobRuns.consecutiveFailures, deadLetteredAt: jobRuns.deadLetteredAt });
  return claimed && { attempt: claimed.failures + 1, wasDeadLettered: claimed.deadLetteredAt !== null };
}

/**
 * Runs the job if this instance wins its lease, then records the outcome: the job's row, one row
 * of history, and after a failure the retry's time or the dead letter. `now` is the run's start
 * (tests pass their own); its end is `now` plus the time the job took.
 */
/**
 * Runs `job` once if its lease is won (`force`: even while it backs off or is dead-lettered).
 * `asOf` runs the job's work as of another time (an operator catching up a missed day, or a test
 * of a staging database); the lease and the run's record keep the real time `now`.
 */
export async function runJobOnce(
  ctx: Omit<JobContext, "now">,
  job: Job,
  {
    force = false,
    now = new Date(),
    asOf,
    heartbeatMs = HEARTBEAT_MS,
  }: { force?: boolean; now?: Date; asOf?: Date; heartbeatMs?: number } = {},
): Promise<"ran" | "skipped" | "failed"> {
  const claim = await claimJob(ctx.db, job, now, force);
  if (!claim) return "skipped";
  const log = ctx.log.child({ job: job.name });
  const started = performance.now();
  const finishedAt = () => new Date(now.getTime() + Math.round(performance.now() - started));
  const stopHeartbeat = keepLeaseAlive(ctx.db, job.name, now, finishedAt, heartbeatMs);
  let result: Record<string, number> | undefined;
  try {
    result = await job.run({ ...ctx, log, now: asOf ?? now });
  } catch (error) {
    stopHeartbeat();
    observeJobRun(job.name, "failed", (performance.now() - started) / 1000);
    await recordFailure({ ...ctx, log }, job, claim, { startedAt: now, finishedAt: finishedAt() }, error).catch(
      (recordError: unknown) => unrecorded(log, recordError, error),
    );
    return "failed";
  }
  stopHeartbeat();
  observeJobRun(job.name, "succeeded", (performance.now() - started) / 1000);
  await recordSuccess(ctx.db, job, claim, { startedAt: now, finishedAt: finishedAt() }, result).catch(
    (recordError: unknown) => unrecorded(log, recordError),
  );
  log.info({ result: result ?? {}, attempt: claim.attempt }, "job finished");
  return "ran";
}

/**
 * The outcome could not be written (usually the database that also failed the job). The lease is
 * then left to expire, and this line is the only trace of the run, so it says everything known.
 */
function unrecorded(log: Logger, recordError: unknown, jobError?: unknown) {
  log.error(
    {
      ...safeErrorDetails(recordError),
      ...(jobError === undefined ? {} : { jobError: safeErrorText(jobError, 2000) }),
    },
    jobError === undefined
      ? "job finished but its success could not be recorded"
      : "job failed and its failure could not be recorded",
  );
}

/** Ticks every job on a timer in this process; returns a stop function for graceful shutdown. */
export function startJobScheduler(ctx: Omit<JobContext, "now">, jobs: Job[], tickMs = 15_000): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    for (const job of jobs) {
      const run = runJobOnce(ctx, job).catch(() => "failed");
      running.add(run);
      void run.finally(() => running.delete(run));
    }
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  setTimeout(tick, 1_000).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await Promise.all(running);
  };
}
