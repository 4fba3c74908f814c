import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { type RewardsFile, rewardsFileSchema } from "../contracts/rewards.ts";
import { rewardCodes, rewards } from "../db/schema/index.ts";
import { saveRewardsCatalogue } from "../domain/rewards/catalogue-data.ts";
import { importRewardCodes } from "../domain/rewards/codes-import.ts";
import { jobServiceContext } from "../jobs/service-context.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

const file = fileURLToPath(new URL("../../content/rewards/catalogue.json", import.meta.url));

export function readRewards(): RewardsFile {
  const parsed = rewardsFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

/** The rewards catalogue and free voucher campaigns from content/rewards/catalogue.json. */
export const rewardsStep: SeedStep = {
  name: "rewards",
  demoOnly: false,
  content: () => readRewards(),
  run: async ({ db }) => {
    const catalogue = readRewards();
    await saveRewardsCatalogue(db, catalogue);
    return { rewards: catalogue.rewards.length, campaigns: catalogue.freeVoucherCampaigns.length };
  },
};

/** Demo partner codes, so the partner vouchers can be tried: made up, and derived so reseeding adds none twice. */
const DEMO_CODES_PER_REWARD = 200;
const demoCode = (reward: string, i: number) =>
  `DEMO-${createHash("sha256").update(`${reward}:${i}`).digest("hex").slice(0, 10).toUpperCase()}`;

export const demoRewardCodesStep: SeedStep = {
  name: "demo-reward-codes",
  demoOnly: true,
  content: () => ({ version: 1, perReward: DEMO_CODES_PER_REWARD }),
  run: async (seed) => {
    const ctx = jobServiceContext({ ...seed, now: new Date() });
    const partnered = await seed.db
      .select({ slug: rewards.slug })
      .from(rewards)
      .where(eq(rewards.kind, "partner_voucher"));
    let imported = 0;
    for (const { slug } of partnered) {
      const [any] = await seed.db
        .select({ id: rewardCodes.id })
        .from(rewardCodes)
        .where(eq(rewardCodes.rewardSlug, slug))
        .limit(1);
      if (any) continue;
      const rows = Array.from({ length: DEMO_CODES_PER_REWARD }, (_, i) => ({
        code: demoCode(slug, i),
        expiresAt: new Date("2027-12-31T23:59:59+03:00"),
      }));
      imported += (await importRewardCodes({ ctx, input: { reward: slug, rows } })).imported;
    }
    return { codes: imported };
  },
};
