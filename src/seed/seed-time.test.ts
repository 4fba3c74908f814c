import { readFileSync } from "node:fs";
import { expect, inject, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { openPglite } from "../db/client.server.ts";
import { runSeed } from "./run-seed.server.ts";
import { seedStepList } from "./steps.server.ts";

/**
 * The first `npm start` seeds before the site answers, and issue 15 keeps that start under 60 s
 * (measured 54 s from a fresh clone, the seed about 19 s of it). The full demo seed (90 days of
 * usage history) into a fresh migrated in-memory PGlite used 6.8 s of CPU on this 2-core machine,
 * 8.2 s while other work ran (1.2x). The bound is CPU time of this process, not wall time, so other
 * processes on the shared machine barely move it (PGlite runs in-process); at 1.7x the measurement
 * it stays clear of that noise but fails a seed that doubles its work (about 13.6 s).
 */
const SEED_MEASURED_MS = 7_000;
const BOUND_MS = Math.round(SEED_MEASURED_MS * 1.7);

test(`the full demo seed into a fresh database completes within ${BOUND_MS} ms of CPU`, {
  timeout: 60_000,
}, async () => {
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
