/** Validates content/rewards/catalogue.json against its schema and the offer catalogue: `node scripts/check-rewards.ts`. */
import { readFileSync } from "node:fs";
import { checkRewards } from "../src/content/check-rewards.ts";

const file = "content/rewards/catalogue.json";
const catalogue = JSON.parse(readFileSync("content/catalogue/offerings.json", "utf8")) as {
  offerings: { slug: string; type: string; audiences: string[] }[];
};
const problems = checkRewards(JSON.parse(readFileSync(file, "utf8")), catalogue.offerings);
if (problems.length > 0) console.error(`${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
else console.log(`${file} is valid.`);
process.exit(problems.length > 0 ? 1 : 0);
