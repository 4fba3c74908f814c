import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ORDER_STEP_PATHS } from "../../app/lib/order-steps.ts";
import { routeManifest } from "../../app/route-manifest.ts";
import { readCampaigns, readHandsets } from "../seed/campaign-steps.server.ts";
import { readCatalogue } from "../seed/catalogue-step.server.ts";
import { readPageFiles } from "../seed/content-steps.server.ts";
import { checkCampaign } from "./check-campaign.ts";
import { checkPageFile } from "./check-page-file.ts";

const files = readPageFiles();

test("every route of the site has a content record in all three languages", () => {
  const slugs = new Set(files.map((f) => f.slug));
  const missing = routeManifest.map((r) => r.path).filter((path) => !slugs.has(path));
  expect(missing).toEqual([]);
});

test("every content file is valid: schema, same blocks in each language, Sorani, no placeholder", () => {
  const problems = files.flatMap((page) => {
    const file = `content/pages/${page.slug || "home"}.json`;
    return checkPageFile(file, JSON.parse(readFileSync(file, "utf8"))).map((p) => `${file}: ${p}`);
  });
  expect(problems).toEqual([]);
});

test("the layout in each content file is the layout the route table gives the page", () => {
  const layouts = new Map(routeManifest.map((r) => [r.path, r.layout]));
  const wrong = files.filter((f) => layouts.has(f.slug) && layouts.get(f.slug) !== f.layout).map((f) => f.slug);
  expect(wrong).toEqual([]);
});

test("links inside content lead to pages that exist", () => {
  const known = new Set([
    ...routeManifest.map((r) => `/${r.path.replaceAll("{product}", "zain")}`.replace(/\/$/, "") || "/"),
    // The order flow's first step is a page of its own, outside the spec's route table.
    `/${ORDER_STEP_PATHS.product}`,
    // The line's digital services (issue 21), where services/digital-services sends its readers.
    "/myzain/digital-services",
    // Moving a prepaid line to postpaid online (issue 21), where the three "change to postpaid" pages send readers.
    "/myzain/change-to-postpaid",
  ]);
  const links = files.flatMap((page) =>
    (JSON.stringify(page.translations).match(/"href":"(\/[^"?#]*)/g) ?? []).map(
      (h) => [page.slug, h.slice(8).replace(/\/$/, "") || "/"] as const,
    ),
  );
  expect(links.length, "links inside content").toBeGreaterThan(0);
  expect(links.filter(([, href]) => !known.has(href)).map(([slug, href]) => `${slug}: ${href}`)).toEqual([]);
});

test("the checker rejects Arabic text reused as Kurdish, and placeholder text", () => {
  const page = JSON.parse(readFileSync("content/pages/about-us/legal.json", "utf8"));
  const reused = { ...page, translations: { ...page.translations, ku: page.translations.ar } };
  expect(checkPageFile("content/pages/about-us/legal.json", reused)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^ku: /)]),
  );
  const placeholder = structuredClone(page);
  placeholder.translations.en.blocks[0].title = "Coming soon";
  expect(checkPageFile("content/pages/about-us/legal.json", placeholder)).toContain("en: placeholder text");
});

test("every member-area page is a campaign whose featured offerings exist and suit its kind", () => {
  const catalogue = readCatalogue();
  const problems = readdirSync("content/pages/member-area").flatMap((name) => {
    const file = `content/pages/member-area/${name}`;
    return checkCampaign(JSON.parse(readFileSync(file, "utf8")), catalogue).map((p) => `${file}: ${p}`);
  });
  expect(problems).toEqual([]);
});

test("an ended campaign's successor is another campaign that is running", () => {
  const campaigns = new Map(readCampaigns());
  let checked = 0;
  for (const [slug, campaign] of campaigns) {
    if (!campaign.successor) continue;
    checked += 1;
    const next = campaigns.get(campaign.successor);
    expect(next, `${slug} → ${campaign.successor}`).toBeDefined();
    // It takes over no later than the day after the old one ends, so there is no gap, and still runs.
    const dayAfter = new Date(Date.parse(campaign.endsOn ?? "") + 86_400_000).toISOString().slice(0, 10);
    expect((next?.startsOn ?? "9999") <= dayAfter, slug).toBe(true);
    expect(next?.endsOn ?? null, slug).toBe(null);
  }
  expect(checked, "campaigns with a successor").toBeGreaterThan(0);
});

test("device campaigns invite the visitor to the order form from the hero", () => {
  const devices = readCampaigns().filter(([, c]) => c.kind === "device");
  expect(devices.map(([slug]) => slug).sort()).toEqual([
    "a06-order",
    "galaxy-a-15",
    "galaxy-z-flip-fold",
    "huawei-nova-pre-order",
    "huawei-pura-70",
    "iphone-16",
    "s25-order",
  ]);
  for (const [slug] of devices) {
    const page = files.find((f) => f.slug === `member-area/${slug}`);
    for (const t of Object.values(page?.translations ?? {})) {
      expect(t.blocks[0]?.type === "hero" && t.blocks[0].action?.href, slug).toBe("#order");
    }
  }
});

test("the handset list has unique models and a fair share of phones without 4G", () => {
  const handsets = readHandsets();
  const keys = handsets.map((h) => `${h.brand}|${h.model}`.toLowerCase());
  expect(new Set(keys).size).toBe(keys.length);
  expect(handsets.filter((h) => !h.lte).length).toBeGreaterThan(10);
});
