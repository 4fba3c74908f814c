import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

/** One page of each layout. */
const pages = {
  default: "/prepaid/new-sim",
  business: "/business",
  postcatbusiness: "/business/sms-advertising",
  postcat: "/prepaid/kafoo",
  landing: "/member-area/b2b",
  static: "/static/copy",
  empty: "/signin",
  myzain: "/login",
};

for (const locale of ["en", "ar", "ku"]) {
  for (const [layout, path] of Object.entries(pages)) {
    test(`${layout} layout in ${locale} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(`/${locale}${path}`);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        );
      expect(serious).toEqual([]);
      // Nothing sticks out sideways on a phone (in RTL such overflow could not even be scrolled to).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }
}
