import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type TargetingRule, targetingFileSchema } from "../../contracts/targeting.ts";

/** The shipped rules (content/catalogue/targeting.json), checked by content:check before they get here. */
export const targetingFile = fileURLToPath(new URL("../../../content/catalogue/targeting.json", import.meta.url));

let cached: readonly TargetingRule[] | undefined;

/** The targeting rules, read once per process: they change with a deployment, as the catalogue does. */
export function targetingRules(): readonly TargetingRule[] {
  cached ??= targetingFileSchema.parse(JSON.parse(readFileSync(targetingFile, "utf8"))).rules;
  return cached;
}
