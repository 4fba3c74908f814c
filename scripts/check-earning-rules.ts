/**
 * Validates the reward points earning rules (content/rewards/earning.json) against their schema:
 * `node scripts/check-earning-rules.ts [file]`.
 */
import { readFileSync } from "node:fs";
import { earningRulesSchema } from "../src/contracts/earning-rules.ts";

const file = process.argv[2] ?? "content/rewards/earning.json";
const parsed = earningRulesSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
if (!parsed.success) {
  console.error(`${file}:\n${parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  process.exit(1);
}
console.log(`${file} is valid.`);
