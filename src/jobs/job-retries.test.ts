import { asc, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
import type { Db } from "../db/client.server.ts";
import { jobRunLog, jobRuns } from "../db/schema/index.ts";
import { counterValue } from "../lib/metrics.server.ts";
import { reviveJob } from "./job-history.server.ts";
import { type Job, runJobOnce } from "./job-runner.server.ts";

const START = new Date("2026-11-22T10:00:00Z");
const after = (ms: number, from = START) => new Date(from.getTime() + ms);
const SECOND = 1_000;

/** An hourly job that fails while `state.failing` is true. */
function flakyJob(name = `test-flaky-${crypto.randomUUID()}`) {
  const state = { failing: true, runs: 0 };
  const job: Job = {
    name,
    everyMs: 3_600_000,
    run: async () => {
      state.runs += 1;
      if (state.failing) throw new Error("connect ECONNREFUSED postgres://app:hunter2@billing.internal/db");
      return { billed: 3 };
    },
  };
  return { job, state };
}

const context = (db: Db, maxFailures = 3) => ({
  db,
  config: testConfig({ JOB_MAX_FAILURES: String(maxFailures) }),
  log: silentLogger(),
});
const jobRow = async (db: Db, name: string) => (await db.select().from(jobRuns).where(eq(jobRuns.name, name)))[0];

test("a failed job is retried after 30 s, then 60 s, not after its hour", () =>
  withRollback(async ({ db }) => {
    const { job, state } = flakyJob();
    const ctx = context(db, 5);
    expect(await runJobOnce(ctx, job, { now: START })).toBe("failed");
    // Back-off 30 s plus at most a fifth of it as jitter.
    expect(await runJobOnce(ctx, job, { now: after(29 * SECOND) })).toBe("skipped");
    const second = after(37 * SECOND);
    expect(await runJobOnce(ctx, job, { now: second })).toBe("failed");
    expect(await runJobOnce(ctx, job, { now: after(59 * SECOND, second) })).toBe("skipped");
    expect(await runJobOnce(ctx, job, { now: after(73 * SECOND, second) })).toBe("failed");
    expect(state.runs).toBe(3);
    expect(await jobRow(db, job.name)).toMatchObject({ consecutiveFailures: 3, lastStatus: "failed" });
  }));

test("a success ends the back-off: failures reset and the next run is a period later", () =>
  withRollback(async ({ db }) => {
    const { job, state } = flakyJob();
    const ctx = context(db, 5);
    await runJobOnce(ctx, job, { now: START });
    state.failing = false;
    const success = after(40 * SECOND);
    expect(await runJobOnce(ctx, job, { now: success })).toBe("ran");
    expect(await jobRow(db, job.name)).toMatchObject({
      consecutiveFailures: 0,
      nextDueAt: null,
      lastStatus: "succeeded",
      lastError: null,
    });
    expect(await runJobOnce(ctx, job, { now: after(59 * 60 * SECOND, success) })).toBe("skipped");
    expect(await runJobOnce(ctx, job, { now: after(60 * 60 * SECOND + 1, success) })).toBe("ran");
  }));

test("after the configured number of failures in a row the job is dead-lettered and no longer runs", () =>
  withRollback(async ({ db }) => {
    const { job, state } = flakyJob();
    const ctx = context(db, 3);
    const counted = counterValue("jobs_dead_lettered_total", { job: job.name });
    let now = START;
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await runJobOnce(ctx, job, { now })).toBe("failed");
      now = after(2 * 60 * 60 * SECOND, now);
    }
    const row = await jobRow(db, job.name);
    expect(row?.deadLetteredAt).not.toBeNull();
    expect(row?.nextDueAt).toBeNull();
    expect(counterValue("jobs_dead_lettered_total", { job: job.name })).toBe(counted + 1);
    // Days later it has still not been tried again.
    expect(await runJobOnce(ctx, job, { now: after(3 * 86_400_000, now) })).toBe("skipped");
    expect(state.runs).toBe(3);
  }));

test("a forced run that fails leaves the job dead; one that succeeds revives it", () =>
  withRollback(async ({ db }) => {
    const { job, state } = flakyJob();
    const ctx = context(db, 1);
    await runJobOnce(ctx, job, { now: START });
    expect((await jobRow(db, job.name))?.deadLetteredAt).not.toBeNull();

    expect(await runJobOnce(ctx, job, { now: after(60 * SECOND), force: true })).toBe("failed");
    expect((await jobRow(db, job.name))?.deadLetteredAt).not.toBeNull();

    state.failing = false;
    const revived = after(120 * SECOND);
    expect(await runJobOnce(ctx, job, { now: revived, force: true })).toBe("ran");
    expect(await jobRow(db, job.name)).toMatchObject({ deadLetteredAt: null, consecutiveFailures: 0 });
    // Scheduled again: one period after the operator's run.
    expect(await runJobOnce(ctx, job, { now: after(3_600_001, revived) })).toBe("ran");
  }));

test("a revived job is tried at the scheduler's next tick and backs off from the start", () =>
  withRollback(async ({ db }) => {
    const { job } = flakyJob();
    const ctx = context(db, 1);
    await runJobOnce(ctx, job, { now: START });
    expect(await reviveJob(db, "no-such-job")).toBe(false);
    const revivedAt = after(10 * 60 * SECOND);
    expect(await reviveJob(db, job.name, revivedAt)).toBe(true);
    expect(await reviveJob(db, job.name, revivedAt)).toBe(false);
    expect(await runJobOnce(ctx, job, { now: revivedAt })).toBe("failed");
    const [, second] = await db
      .select()
      .from(jobRunLog)
      .where(eq(jobRunLog.name, job.name))
      .orderBy(asc(jobRunLog.startedAt));
    expect(second?.attempt).toBe(1);
  }));

test("every run leaves a history row with its attempt, outcome, result and masked error", () =>
  withRollback(async ({ db }) => {
    const { job, state } = flakyJob();
    const ctx = context(db, 5);
    await runJobOnce(ctx, job, { now: START });
    await runJobOnce(ctx, job, { now: after(40 * SECOND) });
    expect((await jobRow(db, job.name))?.lastError).toBe("connect ECONNREFUSED postgres://***@billing.internal/db");
    state.failing = false;
    await runJobOnce(ctx, job, { now: after(3 * 60 * SECOND) });
    const rows = await db
      .select()
      .from(jobRunLog)
      .where(eq(jobRunLog.name, job.name))
      .orderBy(asc(jobRunLog.startedAt));
    expect(rows.map((r) => [r.outcome, r.attempt])).toEqual([
      ["failed", 1],
      ["failed", 2],
      ["succeeded", 3],
    ]);
    expect(rows[0]?.error).toBe("connect ECONNREFUSED postgres://***@billing.internal/db");
    expect(rows[0]?.startedAt).toEqual(START);
    expect(rows[0]?.finishedAt.getTime()).toBeGreaterThanOrEqual(START.getTime());
    expect(rows[2]).toMatchObject({ result: { billed: 3 }, error: null });
    expect(rows[2]?.instance).toMatch(/:\d+$/);
  }));
