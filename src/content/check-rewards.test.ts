import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { checkRewards } from "./check-rewards.ts";

const file = JSON.parse(readFileSync("content/rewards/catalogue.json", "utf8"));
const catalogue = JSON.parse(readFileSync("content/catalogue/offerings.json", "utf8")).offerings;

test("the rewards file is valid against its schema and the offer catalogue", () => {
  expect(checkRewards(file, catalogue)).toEqual([]);
});

test("a reward naming a missing offering, or a bundle reward without one, is reported", () => {
  const [first, ...rest] = file.rewards;
  const missing = { ...file, rewards: [{ ...first, offering: "no-such-bundle" }, ...rest] };
  expect(checkRewards(missing, catalogue)).toEqual([
    `rewards.${first.slug}: offering no-such-bundle is not in the catalogue`,
  ]);
  const bare = { ...file, rewards: [{ ...first, offering: undefined }, ...rest] };
  expect(checkRewards(bare, catalogue).join()).toContain("a bundle reward names its offering");
});
