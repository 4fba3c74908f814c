import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
import { jobRuns, seedSteps } from "../db/schema/index.ts";
import { runSeed, type SeedStep } from "./run-seed.server.ts";

// Seeds rows into job_runs only because it is a table that exists from the first migration.
const rows = ["seed-a", "seed-b"];
const step = (content: string[] = rows, demoOnly = false): SeedStep => ({
  name: "test-rows",
  demoOnly,
  content: () => content,
  run: async ({ db }) => {
    for (const name of content) await db.insert(jobRuns).values({ name }).onConflictDoNothing();
    return { rows: content.length };
  },
});

test("running the seed twice changes nothing the second time", () =>
  withRollback(async ({ db }) => {
    const ctx = { db, config: testConfig(), log: silentLogger() };
    expect(await runSeed(ctx, [step()])).toEqual(["test-rows"]);
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(jobRuns))[0]?.n;
    const before = await count();
    expect(await runSeed(ctx, [step()])).toEqual([]);
    expect(await count()).toBe(before);
  }));

test("changed seed content is applied again", () =>
  withRollback(async ({ db }) => {
    const ctx = { db, config: testConfig(), log: silentLogger() };
    await runSeed(ctx, [step()]);
    expect(await runSeed(ctx, [step([...rows, "seed-c"])])).toEqual(["test-rows"]);
    const [record] = await db.select().from(seedSteps).where(eq(seedSteps.name, "test-rows"));
    expect(record?.details).toEqual({ rows: 3 });
  }));

test("demo-only steps are skipped outside demo mode", () =>
  withRollback(async ({ db }) => {
    const ctx = { db, config: testConfig({ DEMO_MODE: "0" }), log: silentLogger() };
    expect(await runSeed(ctx, [step(rows, true)])).toEqual([]);
  }));
