/**
 * Validates the campaign part of member-area content files against the schema and the catalogue:
 * `node scripts/check-campaigns.ts [file...]`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkCampaign } from "../src/content/check-campaign.ts";

const dir = "content/pages/member-area";
const files = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(dir).map((f) => join(dir, f));
const catalogue = JSON.parse(readFileSync("content/catalogue/offerings.json", "utf8")) as {
  offerings: { slug: string; type: string }[];
};
let failures = 0;
for (const file of files) {
  const problems = checkCampaign(JSON.parse(readFileSync(file, "utf8")), catalogue.offerings);
  if (problems.length > 0) {
    failures += 1;
    console.error(`${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}
console.log(`${files.length - failures} of ${files.length} campaign files are valid.`);
process.exit(failures > 0 ? 1 : 0);
