import { readFileSync } from "node:fs";
import { expect, inject, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { openPglite } from "../db/client.server.ts";
import { runSeed } from "./run-seed.server.ts";
import { seedStepList } from "./steps.server.ts";

/**
 * The first `npm start` seeds before the site answers, and issue 15 keeps that start under 60 s.
 * The full demo seed (90 days of usage history) into a fresh migrated in-memory PGlite took
 * SEED_MEASURED_MS alone on this 2-core machine; the bound is twice that plus a margin of
 * a third for a busy shared machine. A later seed step that doubles the work fails here, before
 * it eats the start-up budget; ordinary noise (measured up to ~1.3x under load) does not.
 */
const SEED_MEASURED_MS = 4_000;
const BOUND_MS = Math.round(SEED_MEASURED_MS * 1.8);

test(`the full demo seed into a fresh database completes within ${BOUND_MS} ms`, { timeout: 60_000 }, async () => {
  // Skipped on PostgreSQL: a server's speed there says nothing about the embedded first start.
  const dump = inject("pgliteDump");
  if (inject("databaseUrl") || !dump) return;
  const handle = await openPglite("memory://", new Blob([readFileSync(dump)]));
  try {
    const ctx = { db: handle.db, config: testConfig({ DEMO_MODE: "1" }), log: silentLogger() };
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const applied = await runSeed(ctx, seedStepList);
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.log(`demo seed: ${Math.round(cpuMs)} ms of CPU, ${Math.round(performance.now() - wall)} ms wall`);
    expect(applied).toContain("demo-usage");
    expect(cpuMs).toBeLessThan(BOUND_MS);
  } finally {
    await handle.close();
  }
});
