import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { onPostgres } from "../../tests/database.ts";
import { openPostgres } from "../db/client.server.ts";
import { jobRunLog, jobRuns } from "../db/schema/index.ts";
import { claimJob, type Job, runJobOnce } from "./job-runner.server.ts";

// Concurrency needs committed rows and several connections: a real server only.
test.runIf(onPostgres())("twenty instances claiming one job at once: exactly one wins", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 20);
  const job = { name: `race-${Date.now()}`, everyMs: 60_000, run: async () => undefined };
  try {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => claimJob(database.db, job, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
  } finally {
    await database.db.delete(jobRuns).where(eq(jobRuns.name, job.name));
    await database.close();
  }
});

test.runIf(onPostgres())("twenty instances due for a failed job's retry: exactly one retries it", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 20);
  let runs = 0;
  const job: Job = {
    name: `retry-race-${Date.now()}`,
    everyMs: 3_600_000,
    run: async () => {
      runs += 1;
      throw new Error("still down");
    },
  };
  const ctx = { db: database.db, config: testConfig(), log: silentLogger() };
  try {
    const start = new Date();
    expect(await runJobOnce(ctx, job, { now: start })).toBe("failed");
    // Past the back-off (30 s plus jitter); each instance's clock a little different.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => runJobOnce(ctx, job, { now: new Date(start.getTime() + 37_000 + i * 50) })),
    );
    expect(outcomes.filter((o) => o === "failed")).toHaveLength(1);
    expect(runs).toBe(2);
    const history = await database.db.select().from(jobRunLog).where(eq(jobRunLog.name, job.name));
    expect(history.map((r) => r.attempt).sort()).toEqual([1, 2]);
  } finally {
    await database.db.delete(jobRunLog).where(eq(jobRunLog.name, job.name));
    await database.db.delete(jobRuns).where(eq(jobRuns.name, job.name));
    await database.close();
  }
});
