/** The run history's upkeep and the operator's way out of the dead letter. */
import { and, desc, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { jobRunLog, jobRuns } from "../db/schema/index.ts";

/** Failures are kept this long: enough to see a pattern over weeks. */
export const RUN_LOG_DAYS = 30;
/**
 * Successes of each job kept besides: jobs that run every few seconds would otherwise write tens of
 * thousands of rows a day that say only "fine".
 */
export const SUCCESSES_KEPT_PER_JOB = 100;

/** Deletes history older than `RUN_LOG_DAYS` and each job's successes past the latest few. */
export async function pruneJobRunLog(db: Db, now = new Date()): Promise<number> {
  const ranked = db
    .select({
      id: jobRunLog.id,
      rank: sql<number>`row_number() over (partition by ${jobRunLog.name} order by ${jobRunLog.startedAt} desc)`.as(
        "rank",
      ),
    })
    .from(jobRunLog)
    .where(eq(jobRunLog.outcome, "succeeded"))
    .as("ranked");
  const surplus = db.select({ id: ranked.id }).from(ranked).where(gt(ranked.rank, SUCCESSES_KEPT_PER_JOB));
  const rows = await db
    .delete(jobRunLog)
    .where(
      or(lt(jobRunLog.startedAt, new Date(now.getTime() - RUN_LOG_DAYS * 86_400_000)), inArray(jobRunLog.id, surplus)),
    )
    .returning({ id: jobRunLog.id });
  return rows.length;
}

/**
 * Takes a job out of the dead letter without running it: the failure count starts again and the
 * scheduler tries it at its next tick. False when the job is not dead-lettered.
 */
export async function reviveJob(db: Db, name: string, now = new Date()): Promise<boolean> {
  const revived = await db
    .update(jobRuns)
    .set({ deadLetteredAt: null, consecutiveFailures: 0, nextDueAt: now })
    .where(and(eq(jobRuns.name, name), isNotNull(jobRuns.deadLetteredAt)))
    .returning({ name: jobRuns.name });
  return revived.length === 1;
}

/** The latest failures of one job, newest first. */
export async function recentFailures(db: Db, name: string, limit = 3) {
  return db
    .select({
      startedAt: jobRunLog.startedAt,
      attempt: jobRunLog.attempt,
      error: jobRunLog.error,
      instance: jobRunLog.instance,
    })
    .from(jobRunLog)
    .where(and(eq(jobRunLog.name, name), eq(jobRunLog.outcome, "failed")))
    .orderBy(desc(jobRunLog.startedAt))
    .limit(limit);
}
