import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { openPglite } from "./client.server.ts";
import { runMigrations } from "./migrate.server.ts";
import { jobRuns } from "./schema/index.ts";

// Two fresh embedded databases run every migration: about 10 s on a quiet 2-core machine, and
// several times that while the rest of the suite runs beside it.
test("the embedded database keeps its data in its folder across restarts", { timeout: 120_000 }, async () => {
  const dir = join(mkdtempSync(join(tmpdir(), "zain-pglite-")), "nested", "pglite");
  try {
    const first = await openPglite(dir);
    await runMigrations(first);
    await first.db.insert(jobRuns).values({ name: "kept-across-restarts" });
    await first.close();

    const second = await openPglite(dir);
    await runMigrations(second);
    const rows = await second.db.select().from(jobRuns).where(eq(jobRuns.name, "kept-across-restarts"));
    expect(rows).toHaveLength(1);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
