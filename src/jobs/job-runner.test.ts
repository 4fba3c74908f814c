import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
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

test("a forced run still waits while another run holds the lease", () =>
  withRollback(async ({ db }) => {
    const job = hourly();
    expect(await claimJob(db, job, at("2026-11-22T10:00:00Z"))).toBe(true);
    expect(await claimJob(db, job, at("2026-11-22T10:05:00Z"), true)).toBe(false);
  }));

test("a lease left by a crashed instance expires", () =>
  withRollback(async ({ db }) => {
    const job = hourly();
    expect(await claimJob(db, job, at("2026-11-22T10:00:00Z"))).toBe(true);
    expect(await claimJob(db, job, at("2026-11-22T11:00:01Z"))).toBe(true);
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
