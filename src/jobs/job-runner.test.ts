import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
import type { Db } from "../db/client.server.ts";
import { jobRuns } from "../db/schema/index.ts";
import { claimJob as claim, type Job, runJobOnce } from "./job-runner.server.ts";

const hourly = (run: Job["run"] = async () => ({ done: 1 })): Job => ({ name: "test-hourly", everyMs: 3_600_000, run });
const at = (iso: string) => new Date(iso);
const claimJob = async (...args: Parameters<typeof claim>) => (await claim(...args)) !== undefined;

test("a job runs once per period however many instances ask", () =>
  withRollback(async ({ db }) => {
    const job = hourly();
    expect(await claimJob(db, job, at("2026-11-22T10:00:00Z"))).toBe(true);
    await db
      .update(jobRuns)
      .set({ lastFinishedAt: at("2026-11-22T10:00:01Z") })
      .where(eq(jobRuns.name, job.name));
    expect(await claimJob(db, job, at("2026-11-22T10:00:02Z"))).toBe(false);
    expect(await claimJob(db, job, at("2026-11-22T10:59:59Z"))).toBe(false);
    expect(await claimJob(db, job, at("2026-11-22T11:00:01Z"))).toBe(true);
  }));

const heartbeat = (db: Db, job: Job, iso: string) =>
  db
    .update(jobRuns)
    .set({ heartbeatAt: at(iso) })
    .where(eq(jobRuns.name, job.name));

test("a forced run still waits while another run holds the lease", () =>
  withRollback(async ({ db }) => {
    const job = hourly();
    expect(await claimJob(db, job, at("2026-11-22T10:00:00Z"))).toBe(true);
    // The run is alive: it renewed its lease half a minute ago.
    await heartbeat(db, job, "2026-11-22T10:04:30Z");
    expect(await claimJob(db, job, at("2026-11-22T10:05:00Z"), true)).toBe(false);
  }));

test("a lease left by a crashed instance expires", () =>
  withRollback(async ({ db }) => {
    const job = hourly();
    expect(await claimJob(db, job, at("2026-11-22T10:00:00Z"))).toBe(true);
    expect(await claimJob(db, job, at("2026-11-22T11:00:01Z"))).toBe(true);
  }));

test("a five-second job whose run was killed is taken over a minute after its last heartbeat, not 15 minutes later", () =>
  withRollback(async ({ db }) => {
    const job: Job = { name: "test-dispatch", everyMs: 5_000, run: async () => ({}) };
    expect(await claimJob(db, job, at("2026-11-22T10:00:00Z"))).toBe(true);
    // Alive and renewing: no other instance may run it, however long the run takes.
    await heartbeat(db, job, "2026-11-22T10:00:45Z");
    expect(await claimJob(db, job, at("2026-11-22T10:01:30Z"))).toBe(false);
    await heartbeat(db, job, "2026-11-22T10:01:40Z");
    expect(await claimJob(db, job, at("2026-11-22T10:02:30Z"))).toBe(false);
    // Killed after that heartbeat: a minute of silence frees the lease.
    expect(await claimJob(db, job, at("2026-11-22T10:02:41Z"))).toBe(true);
  }));

test("a run renews its lease while it works", () =>
  withRollback(async ({ db }) => {
    const ctx = { db, config: testConfig(), log: silentLogger() };
    let seen: Date | null | undefined;
    const slow: Job = {
      name: "test-slow",
      everyMs: 5_000,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        [{ heartbeatAt: seen } = { heartbeatAt: null }] = await db
          .select({ heartbeatAt: jobRuns.heartbeatAt })
          .from(jobRuns)
          .where(eq(jobRuns.name, "test-slow"));
        return {};
      },
    };
    const now = at("2026-11-22T10:00:00Z");
    expect(await runJobOnce(ctx, slow, { now, heartbeatMs: 100 })).toBe("ran");
    expect(seen?.getTime()).toBeGreaterThan(now.getTime() + 200);
  }));

test("a run records success or the failure's message", () =>
  withRollback(async ({ db }) => {
    const ctx = { db, config: testConfig(), log: silentLogger() };
    expect(await runJobOnce(ctx, hourly())).toBe("ran");
    const [ok] = await db.select().from(jobRuns).where(eq(jobRuns.name, "test-hourly"));
    expect(ok).toMatchObject({ lastStatus: "succeeded", runCount: 1 });

    const failing: Job = { name: "test-failing", everyMs: 1_000, run: () => Promise.reject(new Error("gateway down")) };
    expect(await runJobOnce(ctx, failing)).toBe("failed");
    const [failed] = await db.select().from(jobRuns).where(eq(jobRuns.name, "test-failing"));
    expect(failed).toMatchObject({ lastStatus: "failed", lastError: "gateway down" });
  }));
