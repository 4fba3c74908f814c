import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { checkTargeting } from "./check-targeting.ts";

const read = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const catalogue = read("content/catalogue/offerings.json").offerings;
const campaigns = readdirSync("content/pages/member-area").flatMap((f) => {
  const page = read(join("content/pages/member-area", f));
  return page.campaign ? [{ slug: page.slug, offerings: page.campaign.offerings }] : [];
});
const shipped = read("content/catalogue/targeting.json");

test("the shipped targeting rules are valid, and every personal offering a campaign sells is offered to someone", () => {
  expect(checkTargeting(shipped, catalogue, campaigns)).toEqual([]);
});

test("the check finds an unknown offering, a bad condition and a campaign whose personal offer no rule offers", () => {
  const rules = shipped.rules.filter((r: { offering: string }) => r.offering !== "personal-3gb");
  expect(checkTargeting({ rules }, catalogue, campaigns)).toEqual([
    'member-area/btl-3gb sells the personal offering "personal-3gb", which no rule offers to anyone',
  ]);
  const unknown = { rules: [{ ...shipped.rules[0], offering: "no-such-bundle" }] };
  expect(checkTargeting(unknown, catalogue, [])).toEqual([
    'rule btl-unlimited: no offering "no-such-bundle" in the catalogue',
  ]);
  const bad = { rules: [{ ...shipped.rules[0], when: [{ kind: "low_balance" }] }] };
  expect(checkTargeting(bad, catalogue, []).join("\n")).toMatch(/rules\.0\.when\.0\.belowIqd/);
});
