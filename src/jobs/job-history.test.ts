import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../tests/database.ts";
import { jobRunLog } from "../db/schema/index.ts";
import { pruneJobRunLog, RUN_LOG_DAYS, SUCCESSES_KEPT_PER_JOB } from "./job-history.server.ts";

const NOW = new Date("2026-11-22T10:00:00Z");
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 - extraMs);

test("history keeps a month of failures and each job's latest successes", () =>
  withRollback(async ({ db }) => {
    const name = `test-history-${crypto.randomUUID()}`;
    const run = (startedAt: Date, outcome: "succeeded" | "failed") => ({
      name,
      startedAt,
      finishedAt: startedAt,
      outcome,
      attempt: 1,
      instance: "test:1",
    });
    const successes = Array.from({ length: SUCCESSES_KEPT_PER_JOB + 20 }, (_, i) =>
      run(daysAgo(0, i * 5_000), "succeeded"),
    );
    await db
      .insert(jobRunLog)
      .values([
        ...successes,
        run(daysAgo(2), "failed"),
        run(daysAgo(RUN_LOG_DAYS - 1), "failed"),
        run(daysAgo(RUN_LOG_DAYS + 1), "failed"),
      ]);

    expect(await pruneJobRunLog(db, NOW)).toBeGreaterThanOrEqual(21);

    const kept = await db.select().from(jobRunLog).where(eq(jobRunLog.name, name));
    const keptSuccesses = kept.filter((r) => r.outcome === "succeeded");
    expect(keptSuccesses).toHaveLength(SUCCESSES_KEPT_PER_JOB);
    // The newest ones stay.
    expect(Math.min(...keptSuccesses.map((r) => r.startedAt.getTime()))).toBe(
      daysAgo(0, (SUCCESSES_KEPT_PER_JOB - 1) * 5_000).getTime(),
    );
    const failures = await db
      .select()
      .from(jobRunLog)
      .where(and(eq(jobRunLog.name, name), eq(jobRunLog.outcome, "failed")));
    expect(failures.map((r) => r.startedAt).sort((a, b) => b.getTime() - a.getTime())).toEqual([
      daysAgo(2),
      daysAgo(RUN_LOG_DAYS - 1),
    ]);
  }));
