/**
 * Every "Buy", "Order" and "Get a SIM" on the public site leads into the order flow: a SIM or plan
 * to `/{lang}/order?offering=<slug>` of an orderable offering, a phone to a campaign page with the
 * order form. Bundles are bought for an existing line in myzain and may go there. The order pages
 * are built elsewhere: this checks where links point (and the catalogue), not what they open.
 */

import { PHONE_CAMPAIGNS } from "../../app/lib/order-links.ts";
import { routeManifest } from "../../app/route-manifest.ts";
import { PURCHASABLE } from "../../src/domain/bundles/eligibility.ts";
import { targetingRules } from "../../src/domain/targeting/rules.server.ts";
import { readCatalogue } from "../../src/seed/catalogue-step.server.ts";
import { DEMO_SEGMENTS } from "../../src/seed/demo-targeting.server.ts";
import { expect, test } from "./fixtures.ts";
import { type Link, linksOf } from "./links.ts";
import { BUY_LINK_PATTERNS, ORDER_HREF_PATTERNS } from "./order-link-patterns.ts";

const locales = ["en", "ar", "ku"] as const;
const offerings = readCatalogue();
const catalogue = new Map(offerings.map((o) => [o.slug, o.type]));
const unlisted = new Set(offerings.filter((o) => !o.listed).map((o) => o.slug));

/**
 * Whether some line can buy an offer sent only to some lines (a personal or regional offer): a
 * targeting rule offers it, and a rule that needs a segment list has a member in the demo's.
 */
const someoneIsOffered = (slug: string) =>
  targetingRules()
    .filter((r) => r.offering === slug)
    .some((r) => r.when.every((c) => c.kind !== "segment" || (DEMO_SEGMENTS[c.segment]?.length ?? 0) > 0));
const APP_STORE_HOSTS = new Set(["apps.apple.com", "play.google.com", "appgallery.huawei.com"]);
const orderableTypes = new Set(["prepaid_sim", "postpaid_plan", "mbb_plan", "device"]);
const phonePages = new Set(Object.values(PHONE_CAMPAIGNS));
const publicPaths = routeManifest
  .filter((r) => r.guard === "public")
  .map((r) => `/${r.path.replaceAll("{product}", "zain")}`.replace(/\/$/, ""));

/** Why a buy-like link does not lead into the flow, or null when it does. */
function problemOf(locale: string, link: Link): string | null {
  const url = new URL(link.href, `http://site/${locale}${link.page}`);
  const path = url.pathname.replace(new RegExp(`^/${locale}`), "");
  // The app's store listings ("Get it on Google Play") are downloads, not purchases.
  if (APP_STORE_HOSTS.has(url.host)) return null;
  if (link.href.startsWith("#order")) {
    return phonePages.has(link.page) ? null : "#order outside a phone campaign";
  }
  if (path === "/order") {
    const slug = url.searchParams.get("offering") ?? "";
    const type = catalogue.get(slug);
    return type && orderableTypes.has(type) ? null : `order?offering=${slug} is not an orderable offering`;
  }
  if (phonePages.has(path)) return null;
  // Business products are sold by the sales team ("اطلب" also means "request" in Arabic).
  if (path.startsWith("/business/")) return null;
  if (path.startsWith("/myzain")) {
    const slug = url.searchParams.get("offer");
    if (!slug) return null;
    const type = catalogue.get(slug);
    if (!type) return `${slug} is not in the catalogue`;
    if (!PURCHASABLE.includes(type)) return `${slug} (${type}) sent to the bundle purchase`;
    return unlisted.has(slug) && !someoneIsOffered(slug) ? `${slug} is offered to no line` : null;
  }
  return "does not lead into the order flow";
}

for (const locale of locales) {
  test(`every buy-like link on the public pages leads into the order flow (${locale})`, async ({ request }) => {
    const problems: string[] = [];
    let checked = 0;
    for (const path of publicPaths) {
      const res = await request.get(`/${locale}${path}`);
      if (res.status() !== 200) continue;
      for (const link of linksOf(path, await res.text())) {
        const buyLike = BUY_LINK_PATTERNS[locale].some((p) => p.test(link.name));
        if (!buyLike && !ORDER_HREF_PATTERNS.some((p) => p.test(link.href))) continue;
        checked++;
        const problem = problemOf(locale, link);
        if (problem) problems.push(`${link.page}: "${link.name}" → ${link.href}: ${problem}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
}

test("each phone campaign a link leads to has the order form", async ({ request }) => {
  for (const path of phonePages) {
    const html = await (await request.get(`/en${path}`)).text();
    expect(html, path).toContain('name="intent" value="order"');
  }
});
