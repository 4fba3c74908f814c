import { mkdirSync } from "node:fs";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The store locator on a phone (Pixel 7, 412 px wide) in Arabic and Sorani: filters, open now,
 * near me from the browser's location, the page without JavaScript, the map; and "Was this
 * helpful?" under a help article. Screenshots go to /tmp/shots-stores for a person to look at.
 */
const SHOTS = "/tmp/shots-stores";
mkdirSync(SHOTS, { recursive: true });

// The analytics question answered, so that its banner does not cover the screenshots.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "consent", value: "denied", url: baseURL ?? "" }]);
});

/** A distance as the page writes it ("١٫٤ کیلۆمەتر دوورە"), as a number of km. */
const km = (text: string) =>
  Number(
    (/[\d٠-٩]+(?:[.٫][\d٠-٩]+)?/.exec(text)?.[0] ?? "NaN")
      .replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)))
      .replace("٫", "."),
  );

test("in Arabic, filtering by eSIM and open now lists only open stores with eSIM, each with a phone and directions", async ({
  page,
}) => {
  await page.goto("/ar/support/store-locator");
  await expect(page.locator(".store-map svg .map-store").first()).toBeVisible();
  await page.getByLabel("الخدمة").selectOption("esim");
  await page.getByLabel("مفتوح الآن").check();
  await page.getByRole("button", { name: "اعرض المتاجر" }).click();
  await expect(page).toHaveURL(/service=esim/);
  await expect(page).toHaveURL(/open=1/);
  // The address changes before React shows the new list (a transition): wait for the list itself.
  const cards = page.locator(".store-card");
  await expect(cards.filter({ hasNotText: "الشريحة الإلكترونية eSIM" })).toHaveCount(0);
  await expect(cards.filter({ hasNot: page.locator(".store-state .is-open") })).toHaveCount(0);
  const count = await cards.count();
  if (count === 0) await expect(page.getByText("لا يوجد متجر أو وكيل يطابق")).toBeVisible();
  for (let i = 0; i < Math.min(count, 8); i++) {
    const card = cards.nth(i);
    await expect(card.locator(".store-services")).toContainText("الشريحة الإلكترونية eSIM");
    await expect(card.locator(".store-state .is-open")).toContainText("مفتوح الآن");
    await expect(card.locator('a[href^="tel:+964"]')).toBeVisible();
    await expect(card.locator('a[href^="https://www.google.com/maps/dir/"]')).toBeVisible();
  }
  // The map shows a dot for each store listed, and nothing wider than the phone.
  await expect(page.locator(".store-map .map-store")).toHaveCount(count);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ar-esim-open.png`, fullPage: false });
});

test("in English, the dealers listed carry a readable 'Authorised dealer' badge, and the page passes the accessibility checks", async ({
  page,
}) => {
  await page.goto("/en/support/store-locator?kind=dealer");
  const badges = page.locator(".store-card .store-kind.is-dealer");
  await expect(badges.first()).toBeVisible();
  expect(await badges.count()).toBe(await page.locator(".store-card").count());
  // axe measures the badge's small text against its wash (it needs 4.5:1).
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .locator(".store-card")
    .first()
    .screenshot({ path: `${SHOTS}/en-dealer-card.png` });
});

test.describe("near me", () => {
  test.use({ geolocation: { latitude: 36.1911, longitude: 44.0092 }, permissions: ["geolocation"] });

  test("in Sorani, the browser's location (Erbil) puts Erbil's stores first, nearest first, with distances", async ({
    page,
  }) => {
    await page.goto("/ku/support/store-locator");
    await page.getByRole("button", { name: "شوێنەکەم بەکاربهێنە" }).click();
    await expect(page).toHaveURL(/lat=36\.19&lng=44\.01/);
    await expect(page.getByRole("heading", { name: /نزیکترینەکان سەرەتا، بە پێوانە لە شوێنەکەت/ })).toBeVisible();
    const distances = (await page.locator(".store-card .store-distance").allTextContents()).map(km);
    expect(distances.length).toBeGreaterThan(5);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(5);
    await expect(page.locator(".store-card").first().locator(".store-place")).toContainText("هەولێر");
    await expect(page.locator(".store-map .map-you")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/ku-near-me.png`, fullPage: false });
    await page
      .locator(".store-card")
      .first()
      .screenshot({ path: `${SHOTS}/ku-card.png` });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in Sorani, the GET form filters by governorate and orders by a chosen city; the map marks the governorate", async ({
    page,
  }) => {
    await page.goto("/ku/support/store-locator");
    await expect(page.getByRole("button", { name: "شوێنەکەم بەکاربهێنە" })).toHaveCount(0);
    await page.getByLabel("پارێزگا", { exact: true }).selectOption("basra");
    await page.getByLabel("نزیکترین لە").selectOption("basra/zubair");
    await page.getByRole("button", { name: "فرۆشگاکان پیشان بدە" }).click();
    await expect(page).toHaveURL(/governorate=basra/);
    await expect(page).toHaveURL(/from=basra%2Fzubair/);
    await expect(page.getByRole("heading", { name: /نزیکترینەکان سەرەتا، بە پێوانە لە زوبەیر/ })).toBeVisible();
    const places = await page.locator(".store-card .store-place").allTextContents();
    expect(places[0]).toContain("زوبەیر");
    await expect(page.locator(".store-map .map-governorate.is-selected")).toHaveCount(1);
    await expect(page.locator(".store-map .map-store")).toHaveCount(places.length);
    const hours = page.locator(".store-card").first().locator(".store-week bdi").first();
    await expect(hours).toHaveText(/[٠-٩]{2}:[٠-٩]{2}/);
    await page.locator(".store-filters").screenshot({ path: `${SHOTS}/ku-no-js-filters.png` });
    await page.locator(".store-map").screenshot({ path: `${SHOTS}/ku-no-js-map.png` });
    await page.locator("#results").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/ku-no-js-results.png` });
  });

  test("in Arabic, a help article takes a Yes or No and thanks the reader", async ({ page }) => {
    await page.goto("/ar/support/knowledge-center?article=lost-or-stolen-sim");
    await page.getByRole("button", { name: "لا", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("شكراً لك");
    // The article is the same page for everyone: asked again, it offers the question again.
    await page.goto("/ar/support/knowledge-center?article=lost-or-stolen-sim");
    await expect(page.getByRole("button", { name: "نعم", exact: true })).toBeVisible();
  });
});

test("in Sorani, a vote with JavaScript is thanked in place, and the page passes the accessibility checks", async ({
  page,
}) => {
  // The full-page screenshot of the store list is tall: close to a minute on a loaded machine.
  test.setTimeout(120_000);
  await page.goto("/ku/support/knowledge-center?article=lost-or-stolen-sim");
  await page.getByRole("button", { name: "بەڵێ", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("سوپاس");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/ar/support/store-locator");
  await page.screenshot({ path: `${SHOTS}/ar-full.png`, fullPage: true });
});
