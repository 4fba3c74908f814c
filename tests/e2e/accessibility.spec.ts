import { seriousViolations } from "./axe.ts";
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

/** Pages with forms and states of their own, checked in the default layout. */
const forms = {
  "a device order form with an error": "/member-area/galaxy-z-flip-fold",
  "the 4G checker with results": "/member-area/check-4g-page?q=galaxy",
  "an ended campaign": "/member-area/offer-3gb",
};

for (const locale of ["en", "ar", "ku"]) {
  for (const [what, path] of Object.entries(forms)) {
    test(`${what} in ${locale} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(`/${locale}${path}`);
      if (path.includes("galaxy-z")) {
        await page.locator("#callback button[type=submit]").click();
        await expect(page.locator("#callback .field-error").first()).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
  for (const [layout, path] of Object.entries(pages)) {
    test(`${layout} layout in ${locale} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(`/${locale}${path}`);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing sticks out sideways on a phone (in RTL such overflow could not even be scrolled to).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }
}
