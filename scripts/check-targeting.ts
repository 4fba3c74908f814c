/**
 * Validates the targeting rules of personal offers against their schema, the catalogue and the
 * campaign pages: `node scripts/check-targeting.ts` (part of `npm run content:check`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkTargeting } from "../src/content/check-targeting.ts";

const read = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const catalogue = read("content/catalogue/offerings.json").offerings;
const dir = "content/pages/member-area";
const campaigns = readdirSync(dir).flatMap((f) => {
  const page = read(join(dir, f));
  return page.campaign ? [{ slug: page.slug, offerings: page.campaign.offerings ?? [] }] : [];
});
const problems = checkTargeting(read("content/catalogue/targeting.json"), catalogue, campaigns);
for (const p of problems) console.error(`content/catalogue/targeting.json: ${p}`);
console.log(
  problems.length === 0 ? "The targeting rules are valid." : `${problems.length} problems in the targeting rules.`,
);
process.exit(problems.length > 0 ? 1 : 0);
