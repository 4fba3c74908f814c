import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { onPostgres } from "../../tests/database.ts";
import { openPostgres } from "../db/client.server.ts";
import { jobRuns } from "../db/schema/index.ts";
import { claimJob } from "./job-runner.server.ts";

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
