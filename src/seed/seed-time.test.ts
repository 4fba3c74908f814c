import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { openPglite } from "../db/client.server.ts";
import { runSeed } from "./run-seed.server.ts";
import { seedStepList } from "./steps.server.ts";

/**
 * The first `npm start` seeds before the site answers, and issue 15 keeps that start under 60 s.
 * Machines differ (the same seed took 6.8 s of CPU on one 2-core machine and 12 s on another), so
 * the bound is relative: the seed's CPU time against a fixed PGlite workload timed in the same
 * process just before (inserting and indexing rows the way the seed does). Measured: the seed is
 * 15-18x that workload; the bound is 1.5x that ratio, so noise passes and a seed that doubles fails.
 */
const SEED_RATIO_MEASURED = 16;
const BOUND_RATIO = SEED_RATIO_MEASURED * 1.5;

/** CPU ms of a fixed workload: 40 batches of 500 rows with an index, then a grouped read. */
async function calibrationMs(): Promise<number> {
  const handle = await openPglite("memory://");
  try {
    const cpu = process.cpuUsage();
    await handle.db.execute(sql`create table cal (id int primary key, line text, at timestamptz, qty int)`);
    await handle.db.execute(sql`create index cal_line_at on cal (line, at)`);
    for (let batch = 0; batch < 40; batch++) {
      const rows = Array.from({ length: 500 }, (_, i) => {
        const id = batch * 500 + i;
        return sql`(${id}, ${`9647800${String(id % 97).padStart(5, "0")}`}, ${new Date(1_700_000_000_000 + id * 60_000)}, ${id % 1000})`;
      });
      await handle.db.execute(sql`insert into cal values ${sql.join(rows, sql`, `)}`);
    }
    await handle.db.execute(sql`select line, date_trunc('day', at), sum(qty) from cal group by 1, 2`);
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1000;
  } finally {
    await handle.close();
  }
}

test(`the full demo seed into a fresh database takes at most ${BOUND_RATIO}x the CPU of a fixed database workload`, {
  timeout: 60_000,
}, async () => {
  // Skipped on PostgreSQL: a server's speed there says nothing about the embedded first start.
  const dump = inject("pgliteDump");
  if (inject("databaseUrl") || !dump) return;
  const handle = await openPglite("memory://", new Blob([readFileSync(dump)]));
  try {
    const reference = await calibrationMs();
    const ctx = { db: handle.db, config: testConfig({ DEMO_MODE: "1" }), log: silentLogger() };
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const applied = await runSeed(ctx, seedStepList);
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const ratio = cpuMs / reference;
    console.log(
      `demo seed: ${Math.round(cpuMs)} ms of CPU (${ratio.toFixed(1)}x the ${Math.round(reference)} ms reference), ${Math.round(performance.now() - wall)} ms wall`,
    );
    expect(applied).toContain("demo-usage");
    expect(ratio).toBeLessThan(BOUND_RATIO);
  } finally {
    await handle.close();
  }
});
