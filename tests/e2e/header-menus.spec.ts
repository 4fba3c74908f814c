import type { Page } from "@playwright/test";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { asClient, expect, test } from "./fixtures.ts";

/**
 * The header's grouped menus and the phone menu (issue 19): disclosures that open with Enter or
 * Space, close with Escape (focus back on their button), by a click outside or a navigation, one
 * at a time, and work without JavaScript. Right to left in Arabic and Kurdish.
 */
type Lang = "en" | "ar" | "ku";
function say(lang: Lang, key: string): string {
  const message = catalogue[lang][key];
  if (typeof message !== "string") throw new Error(`no plain message ${key} in ${lang}`);
  return message;
}
const desktop = { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false };

test.use(asClient(82));

/** The late behaviours (menu closing among them) load after hydration: wait until the page is quiet. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

for (const lang of ["en", "ar"] as const) {
  test(`in ${lang} the phone menu closes when one of its links is followed, and focus moves to the new page`, async ({
    page,
  }) => {
    await open(page, `/${lang}/support/contact-us`);
    const menu = page.locator(".mobile-menu");
    await page.locator(".mobile-menu > summary").click();
    await menu.locator("summary", { hasText: say(lang, "nav.personal") }).click();
    await menu.getByRole("link", { name: say(lang, "nav.personal.payBill"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/postpaid/pay-bill-postpaid$`));
    await expect(menu).not.toHaveAttribute("open");
    // Nothing covers the new page's heading: it is what the browser finds at its centre.
    const heading = page.locator("main h1");
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    const covered = await page.evaluate(
      ({ x, y }) => !document.querySelector("main h1")?.contains(document.elementFromPoint(x, y)),
      { x: (box?.x ?? 0) + 5, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(covered).toBe(false);
    await expect(page.locator("#main")).toBeFocused();
  });
}

test("the phone menu closes on Escape and on a tap outside it", async ({ page }) => {
  await open(page, "/ku/prepaid/new-sim");
  const menu = page.locator(".mobile-menu");
  const toggle = page.locator(".mobile-menu > summary");
  await toggle.click();
  await expect(menu).toHaveAttribute("open");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(toggle).toBeFocused();
  await toggle.click();
  // The open menu covers the page; the demo banner above the header is outside it.
  await page.locator(".demo-banner").click();
  await expect(menu).not.toHaveAttribute("open");
});

test.describe("on a desktop", () => {
  test.use(desktop);

  test("the header groups the site: Personal holds prepaid, postpaid, internet and roaming", async ({ page }) => {
    await page.goto("/en");
    const nav = page.locator(".main-nav");
    const summaries = nav.locator("summary");
    await expect(summaries).toHaveText(
      ["nav.personal", "nav.services", "nav.business", "nav.support", "nav.about"].map((k) => say("en", k)),
    );
    await summaries.first().click();
    const panel = nav.locator(".nav-group[open] > div");
    await expect(panel.locator(".nav-section > p")).toHaveText(
      ["nav.personal.prepaid", "nav.personal.postpaid", "nav.personal.mbb", "nav.personal.travel"].map((k) =>
        say("en", k),
      ),
    );
    for (const [name, href] of [
      ["nav.personal.dataOffers", "/en/prepaid/data-only-offers"],
      ["nav.personal.payBill", "/en/postpaid/pay-bill-postpaid"],
      ["nav.personal.roaming", "/en/prepaid/roaming-and-international-offers"],
    ] as const) {
      await expect(panel.getByRole("link", { name: say("en", name), exact: true })).toHaveAttribute("href", href);
    }
    // A labelled section's list is named by its label for screen readers.
    await expect(panel.getByRole("list", { name: say("en", "nav.personal.postpaid") })).toBeVisible();
  });

  test("a group opens with Enter or Space, Tab reaches its links, Escape closes it and returns focus", async ({
    page,
  }) => {
    await open(page, "/en/prepaid/new-sim");
    const personal = page.locator(".main-nav .nav-group").first();
    const summary = personal.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(personal).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(personal.getByRole("link", { name: say("en", "nav.personal.newSim"), exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(personal.getByRole("link", { name: say("en", "nav.personal.dataOffers"), exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(personal).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();
    await page.keyboard.press("Space");
    await expect(personal).toHaveAttribute("open");
    // Only one group at a time: opening Support closes Personal; a click outside closes Support.
    const support = page.locator(".main-nav .nav-group", { hasText: say("en", "nav.support") });
    await support.locator("summary").click();
    await expect(support).toHaveAttribute("open");
    await expect(personal).not.toHaveAttribute("open");
    await page.locator(".demo-banner").click();
    await expect(support).not.toHaveAttribute("open");
    // Following a link closes the menu on the new page.
    await support.locator("summary").click();
    await support.getByRole("link", { name: say("en", "nav.support.stores") }).click();
    await expect(page).toHaveURL(/\/en\/support\/store-locator$/);
    await expect(support).not.toHaveAttribute("open");
  });

  for (const lang of ["ar", "ku"] as const) {
    test(`in ${lang} the groups run right to left and each panel opens under its button, from its right edge`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/prepaid/new-sim`);
      const groups = page.locator(".main-nav .nav-group");
      const first = await groups.first().locator("summary").boundingBox();
      const second = await groups.nth(1).locator("summary").boundingBox();
      // The first group (Personal) is at the right, the next one to its left.
      expect((first?.x ?? 0) > (second?.x ?? 0)).toBe(true);
      await groups.first().locator("summary").click();
      const panel = await groups.first().locator("xpath=./div").boundingBox();
      const summaryEnd = (first?.x ?? 0) + (first?.width ?? 0);
      expect(Math.abs((panel?.x ?? 0) + (panel?.width ?? 0) - summaryEnd)).toBeLessThan(2);
      expect(panel?.x ?? -1).toBeGreaterThanOrEqual(0);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ ...desktop, javaScriptEnabled: false });

  test("a header group opens, shows its links and leads to the page", async ({ page }) => {
    await page.goto("/ar/about-us/who-we-are");
    const business = page.locator(".main-nav .nav-group", { hasText: say("ar", "nav.business") });
    await business.locator("summary").click();
    await expect(business).toHaveAttribute("open");
    await business.getByRole("link", { name: say("ar", "nav.business.sms") }).click();
    await expect(page).toHaveURL(/\/ar\/business\/sms-advertising$/);
    await expect(page.locator("main h1")).toBeVisible();
  });
});

test.describe("a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu's groups open and their links lead to the page, which opens with the menu closed", async ({
    page,
  }) => {
    await page.goto("/ku/support/contact-us");
    const menu = page.locator(".mobile-menu");
    await page.locator(".mobile-menu > summary").click();
    await menu.locator("summary", { hasText: say("ku", "nav.personal") }).click();
    await menu.getByRole("link", { name: say("ku", "nav.personal.roaming"), exact: true }).click();
    await expect(page).toHaveURL(/\/ku\/prepaid\/roaming-and-international-offers$/);
    await expect(menu).not.toHaveAttribute("open");
  });
});
