/**
 * No dead ends in myzain: every link that offers to buy a bundle or redeem a reward, on the pages
 * where a customer shops (dashboard, bundles, own offers, rewards, free vouchers, a BTL campaign),
 * opens a confirmation this customer can complete, or says plainly why not and what to do. Read as
 * Layla (0780 000 0001, prepaid, in the btl-3gb segment: README "Personal offers"); only GETs, so
 * her line is not changed.
 */
import { asClient, expect, test } from "./fixtures.ts";
import { linksOf } from "./links.ts";
import { say } from "./payment-helpers.ts";
import { signInAs } from "./session.ts";

test.use(asClient(61));

const locales = ["en", "ar", "ku"] as const;
const PAGES = [
  "/myzain",
  "/myzain/hot-bundles",
  "/myzain/my-offers",
  "/myzain/zain-rewards",
  "/myzain/earn-points",
  "/myzain/redeem-points",
  "/myzain/free-voucher",
  "/prepaid/personalized-offers",
  "/member-area/btl-3gb",
];
/** Links that ask to buy a bundle or redeem a reward. */
const SHOPPING = /[?&](offer|reward)=/;

for (const locale of locales) {
  test(`every bundle and reward link in myzain leads to a confirmation or a next step (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, "07800000001");
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const path of PAGES) {
      const res = await page.request.get(`/${locale}${path}`);
      expect(res.status(), path).toBe(200);
      for (const link of linksOf(path, await res.text())) {
        if (!SHOPPING.test(link.href) || seen.has(link.href)) continue;
        seen.add(link.href);
        const target = await page.request.get(
          new URL(link.href, `http://site/${locale}${path}`).pathname + new URL(link.href, "http://site").search,
        );
        const html = await target.text();
        const where = `${path}: "${link.name}" → ${link.href}`;
        if (target.status() !== 200) problems.push(`${where}: status ${target.status()}`);
        else if (!html.includes('id="confirm"')) problems.push(`${where}: no confirmation`);
        else if (html.includes(`role="status">${say(locale, "hotBundles.notAvailable")}`))
          problems.push(`${where}: not for this line`);
        else if (!/id="confirm"[\s\S]*?(type="submit"|\/myzain\/earn-points)/.test(html))
          problems.push(`${where}: neither a button nor a way to earn the points`);
      }
    }
    expect(problems).toEqual([]);
    // The pages do offer things: bundles, her BTL offer and rewards.
    expect([...seen].some((h) => h.includes("offer=personal-3gb"))).toBe(true);
    expect([...seen].some((h) => h.includes("reward="))).toBe(true);
    expect(seen.size).toBeGreaterThan(8);
  });
}
