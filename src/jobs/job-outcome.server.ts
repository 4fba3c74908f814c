/**
 * What the lease holder writes when a run ends: the job's row (retry state) and one row of history,
 * together. Only the lease holder writes, so the attempt number read at the claim still holds.
 */
import { hostname } from "node:os";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { jobRunLog, jobRuns } from "../db/schema/index.ts";
import { safeErrorDetails, safeErrorText } from "../lib/error-text.ts";
import { countEvent } from "../lib/metrics.server.ts";
import { retryDelayMs } from "./job-backoff.ts";
import type { Job, JobClaim, JobContext } from "./job-runner.server.ts";

/** Which process ran a job, for the run history. */
const INSTANCE_ID = `${hostname()}:${process.pid}`;

type Span = { startedAt: Date; finishedAt: Date };

/** A success ends any run of failures and revives a dead-lettered job (an operator's forced run). */
export async function recordSuccess(
  db: Db,
  job: Job,
  claim: JobClaim,
  span: Span,
  result: Record<string, number> | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(jobRuns)
      .set({
        lastFinishedAt: span.finishedAt,
        lastStatus: "succeeded",
        lastError: null,
        consecutiveFailures: 0,
        nextDueAt: null,
        deadLetteredAt: null,
      })
      .where(eq(jobRuns.name, job.name));
    await tx.insert(jobRunLog).values({
      name: job.name,
      ...span,
      outcome: "succeeded",
      attempt: claim.attempt,
      result: result ?? null,
      instance: INSTANCE_ID,
    });
  });
}

/**
 * A failure schedules the next attempt after the back-off; the `maxFailures`-th in a row moves the
 * job to the dead letter instead, where it stays (a failed forced run does not revive it).
 */
export async function recordFailure(
  { db, config, log }: Omit<JobContext, "now">,
  job: Job,
  claim: JobClaim,
  span: Span,
  error: unknown,
): Promise<void> {
  const failures = claim.attempt;
  const deadLetter = claim.wasDeadLettered || failures >= config.jobMaxFailures;
  const nextDueAt = deadLetter ? null : new Date(span.finishedAt.getTime() + retryDelayMs(failures));
  const text = safeErrorText(error);
  await db.transaction(async (tx) => {
    await tx
      .update(jobRuns)
      .set({
        lastFinishedAt: span.finishedAt,
        lastStatus: "failed",
        lastError: text,
        consecutiveFailures: failures,
        nextDueAt,
        ...(deadLetter && !claim.wasDeadLettered ? { deadLetteredAt: span.finishedAt } : {}),
      })
      .where(eq(jobRuns.name, job.name));
    await tx.insert(jobRunLog).values({
      name: job.name,
      ...span,
      outcome: "failed",
      attempt: failures,
      error: text,
      instance: INSTANCE_ID,
    });
  });
  const details = { ...safeErrorDetails(error), attempt: failures };
  if (claim.wasDeadLettered) {
    log.error(details, "dead-lettered job failed again when run by hand: it stays in the dead letter");
  } else if (deadLetter) {
    countEvent("jobs_dead_lettered_total", "Jobs stopped after failing too many times in a row", { job: job.name });
    log.error(
      details,
      "job dead-lettered: no longer scheduled until an operator runs `job <name>` or `job-revive <name>`",
    );
  } else {
    log.warn({ ...details, nextDueAt }, "job failed; it is retried after a back-off");
  }
}
