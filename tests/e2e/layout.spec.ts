import type { Page } from "@playwright/test";
import { concretePath, routeManifest } from "../../app/route-manifest.ts";
import { locales } from "../../src/i18n/locales.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { layoutProblems } from "./layout-check.ts";
import { signInAs } from "./session.ts";

/**
 * Every address of the route manifest, in every language, at a phone's 360 px: nothing scrolls
 * sideways and no navigation is cut off (issue 19). Other widths by command:
 * `LAYOUT_WIDTHS=390,768,1366 npm run test:layout` (README, "Development").
 * Signed-in pages are seen as the business demo customer (three lines: the longest line switcher);
 * sign-in and sign-up pages as a visitor.
 */
const widths = (process.env.LAYOUT_WIDTHS ?? "360").split(",").map((w) => Number(w.trim()));
const brand = "zain";
const BUSINESS_CUSTOMER = "07800000003";
/** Public addresses are checked in this many parts per language, so that workers share them. */
const PARTS = 2;

const publicPaths = routeManifest.filter((r) => r.guard !== "required").map((r) => concretePath(r, brand));
const signedInPaths = routeManifest.filter((r) => r.guard === "required").map((r) => concretePath(r, brand));
const parts = Array.from({ length: PARTS }, (_, i) => publicPaths.filter((_, n) => n % PARTS === i));

test.use(asClient(81));

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    // A desktop browser from 1024 px up (no touch, no phone scaling); a phone or tablet below.
    const desktop = width >= 1024;
    test.use({ viewport: { width, height: 800 }, isMobile: !desktop, hasTouch: !desktop, deviceScaleFactor: 1 });

    for (const locale of locales) {
      const check = async (page: Page, paths: string[]) => {
        test.setTimeout(60_000 + paths.length * 3_000);
        const failures: string[] = [];
        for (const path of paths) {
          const url = `/${locale.code}${path ? `/${path}` : ""}`;
          const response = await page.goto(url);
          const expected = path === "404" || path === "500" ? Number(path) : 200;
          if (response?.status() !== expected) failures.push(`${url}: answered ${response?.status()}`);
          for (const problem of await layoutProblems(page, !desktop)) failures.push(`${url}: ${problem}`);
        }
        expect(failures).toEqual([]);
      };

      parts.forEach((paths, i) => {
        test(`public pages ${i + 1}/${PARTS} in ${locale.code} neither scroll sideways nor cut off navigation`, async ({
          page,
        }) => {
          await check(page, paths);
        });
      });

      test(`myzain pages in ${locale.code} neither scroll sideways nor cut off navigation`, async ({ page }) => {
        await signInAs(page, BUSINESS_CUSTOMER);
        await check(page, signedInPaths);
      });
    }
  });
}
