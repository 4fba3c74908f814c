import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Config } from "../config/config.server.ts";
import type { Db } from "../db/client.server.ts";
import { jobRuns } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.server.ts";

export type JobContext = { db: Db; config: Config; log: Logger; now: Date };

export type Job = {
  name: string;
  /** How often the job should run, across all instances together. */
  everyMs: number;
  run: (ctx: JobContext) => Promise<Record<string, number> | undefined>;
};

/**
 * Claims the job's row with one conditional update (a lease): only one instance wins per period,
 * and no transaction stays open while the job works, which matters on PGlite's single connection.
 * `force` ignores the period (a run by command) but still refuses while another run holds the lease.
 */
export async function claimJob(db: Db, job: Job, now: Date, force = false): Promise<boolean> {
  await db.insert(jobRuns).values({ name: job.name }).onConflictDoNothing();
  const leaseEnds = new Date(now.getTime() - job.everyMs);
  const notRunning = or(
    isNull(jobRuns.lastStartedAt),
    sql`${jobRuns.lastFinishedAt} >= ${jobRuns.lastStartedAt}`,
    lt(jobRuns.lastStartedAt, new Date(now.getTime() - Math.max(job.everyMs, 15 * 60_000))),
  );
  const due = force ? undefined : or(isNull(jobRuns.lastStartedAt), lt(jobRuns.lastStartedAt, leaseEnds));
  const claimed = await db
    .update(jobRuns)
    .set({ lastStartedAt: now, runCount: sql`${jobRuns.runCount} + 1` })
    .where(and(eq(jobRuns.name, job.name), notRunning, due))
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}

export async function runJobOnce(
  ctx: Omit<JobContext, "now">,
  job: Job,
  { force = false, now = new Date() } = {},
): Promise<"ran" | "skipped" | "failed"> {
  if (!(await claimJob(ctx.db, job, now, force))) return "skipped";
  const log = ctx.log.child({ job: job.name });
  try {
    const result = await job.run({ ...ctx, log, now });
    await ctx.db
      .update(jobRuns)
      .set({ lastFinishedAt: new Date(), lastStatus: "succeeded", lastError: null })
      .where(eq(jobRuns.name, job.name));
    log.info({ result: result ?? {} }, "job finished");
    return "ran";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db
      .update(jobRuns)
      .set({ lastFinishedAt: new Date(), lastStatus: "failed", lastError: message.slice(0, 2000) })
      .where(eq(jobRuns.name, job.name));
    log.error({ err: error }, "job failed");
    return "failed";
  }
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
