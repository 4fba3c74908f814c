import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CampaignFile, campaignFileSchema } from "../contracts/campaign.ts";
import { type Handset, handsetFileSchema } from "../contracts/handsets.ts";
import { saveCampaign } from "../domain/campaigns/campaigns.ts";
import { saveHandsets } from "../domain/campaigns/handsets.ts";
import type { SeedStep } from "./run-seed.server.ts";

const campaignDir = fileURLToPath(new URL("../../content/pages/member-area", import.meta.url));
const handsetFile = fileURLToPath(new URL("../../content/catalogue/handsets.json", import.meta.url));

/** The `campaign` record of every member-area page file, keyed by the page's name. */
export function readCampaigns(dir = campaignDir): [string, CampaignFile][] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      const parsed = campaignFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")).campaign);
      if (!parsed.success) throw new Error(`${file}: campaign: ${parsed.error.message}`);
      return [f.slice(0, -".json".length), parsed.data];
    });
}

export function readHandsets(): Handset[] {
  const parsed = handsetFileSchema.safeParse(JSON.parse(readFileSync(handsetFile, "utf8")));
  if (!parsed.success) throw new Error(`${handsetFile}: ${parsed.error.message}`);
  return parsed.data.handsets;
}

/** Runs after the pages and the catalogue: a campaign is a page plus what it features. */
export const campaignsStep: SeedStep = {
  name: "campaigns",
  demoOnly: false,
  content: () => readCampaigns(),
  run: async ({ db }) => {
    const all = readCampaigns();
    for (const [slug, campaign] of all) await saveCampaign(db, slug, campaign);
    return { campaigns: all.length };
  },
};

export const handsetsStep: SeedStep = {
  name: "handsets",
  demoOnly: false,
  content: () => readHandsets(),
  run: async ({ db }) => {
    const all = readHandsets();
    await saveHandsets(db, all);
    return { handsets: all.length };
  },
};
