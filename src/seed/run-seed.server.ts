import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "../config/config.server.ts";
import type { Db } from "../db/client.server.ts";
import { seedSteps } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.server.ts";
import { seedStepList } from "./steps.server.ts";

export type SeedContext = { db: Db; config: Config; log: Logger };

/**
 * A seed step writes with upserts keyed on natural keys, so running it twice changes nothing.
 * `content` is what it writes (or a version string); when that is unchanged the step is skipped.
 */
export type SeedStep = {
  name: string;
  /** Demo-only steps run only in demo mode (DESIGN.md "Modes"). */
  demoOnly: boolean;
  content: (config: Config) => unknown;
  run: (ctx: SeedContext) => Promise<Record<string, number>>;
};

export async function runSeed(ctx: SeedContext, steps: SeedStep[] = seedStepList): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    if (step.demoOnly && !ctx.config.demoMode) continue;
    const checksum = createHash("sha256")
      .update(JSON.stringify(step.content(ctx.config)))
      .digest("hex");
    const [done] = await ctx.db.select().from(seedSteps).where(eq(seedSteps.name, step.name));
    if (done?.checksum === checksum) continue;
    await ctx.db.transaction(async (tx) => {
      const details = await step.run({ ...ctx, db: tx });
      await tx
        .insert(seedSteps)
        .values({ name: step.name, checksum, details })
        .onConflictDoUpdate({ target: seedSteps.name, set: { checksum, details, appliedAt: new Date() } });
    });
    ctx.log.info({ step: step.name }, "seed step applied");
    applied.push(step.name);
  }
  return applied;
}
