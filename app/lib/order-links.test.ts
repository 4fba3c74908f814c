import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { orderTarget, PHONE_CAMPAIGNS } from "./order-links.ts";

const campaignDir = "content/pages/member-area";

test("each phone's campaign page is the one whose record features it, and every device campaign is listed", () => {
  const featured: Record<string, string> = {};
  for (const name of readdirSync(campaignDir)) {
    const record = JSON.parse(readFileSync(`${campaignDir}/${name}`, "utf8"));
    if (record.campaign?.kind !== "device") continue;
    for (const offering of record.campaign.offerings) featured[offering] = `/${record.slug}`;
  }
  expect(PHONE_CAMPAIGNS).toEqual(featured);
});

test("SIMs, plans and phones lead into the order flow; bundles do not", () => {
  expect(orderTarget({ slug: "new-sim", type: "prepaid_sim" })).toBe("/order?offering=new-sim");
  expect(orderTarget({ slug: "power-40", type: "postpaid_plan" })).toBe("/order?offering=power-40");
  expect(orderTarget({ slug: "mbb-50gb", type: "mbb_plan" })).toBe("/order?offering=mbb-50gb");
  expect(orderTarget({ slug: "iphone-16", type: "device" })).toBe("/member-area/iphone-16");
  expect(orderTarget({ slug: "zain-fi-2", type: "device" })).toBe("/order?offering=zain-fi-2");
  expect(orderTarget({ slug: "weekly-1gb", type: "data_bundle" })).toBeNull();
});
