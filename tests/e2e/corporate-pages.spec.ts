import { mkdirSync } from "node:fs";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The coverage checker and the corporate pages on a narrow phone (360 px) in Arabic and Sorani:
 * no sideways scrolling, axe clean. Screenshots go to /tmp/shots-pages for a person to look at.
 */
const SHOTS = "/tmp/shots-pages";
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: { width: 360, height: 780 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "consent", value: "denied", url: baseURL ?? "" }]);
});

const noSidewaysScroll = async (page: import("@playwright/test").Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("business 'Check 4G coverage at your site' leads to the coverage checker; in Arabic, Nineveh's cities show 4G and 3G", async ({
  page,
}) => {
  await page.goto("/ar/business/office-internet");
  await page.getByRole("link", { name: "تحقق من تغطية 4G في موقعك" }).click();
  await expect(page).toHaveURL(/\/ar\/member-area\/check-4g-page#coverage$/);
  await expect(page.getByRole("heading", { name: "تحقق من تغطية 4G في موقعك" })).toBeVisible();
  await page.getByLabel("المحافظة").selectOption("nineveh");
  await page.getByRole("button", { name: "تحقق من التغطية" }).click();
  await expect(page).toHaveURL(/governorate=nineveh/);
  const table = page.locator(".coverage-table");
  await expect(table.locator("caption")).toHaveText("تغطية 4G و3G في مدن نينوى");
  await expect(table.locator("tbody tr")).toHaveCount(4);
  await expect(table.getByRole("row", { name: /الموصل/ })).toContainText("كامل المدينة");
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator("#coverage").screenshot({ path: `${SHOTS}/ar-coverage-nineveh.png` });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in Sorani, one city's coverage is a plain GET form's answer, right to left", async ({ page }) => {
    await page.goto("/ku/member-area/check-4g-page");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.getByLabel("پارێزگا", { exact: true }).selectOption("erbil");
    await page.getByLabel("شار (ئارەزوومەندانە)").selectOption("erbil/koya");
    await page.getByRole("button", { name: "پۆشش بپشکنە" }).click();
    await expect(page).toHaveURL(/governorate=erbil&city=erbil%2Fkoya/);
    const rows = page.locator(".coverage-table tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("کۆیە");
    await expect(rows.first()).toContainText("ناوەند و ڕێگا سەرەکییەکان");
    await page.locator("#coverage").screenshot({ path: `${SHOTS}/ku-coverage-koya.png` });
  });
});

test("in Sorani, a governorate's coverage passes the accessibility checks and fits the phone", async ({ page }) => {
  await page.goto("/ku/member-area/check-4g-page?governorate=sulaymaniyah&city=#coverage");
  await expect(page.locator(".coverage-table tbody tr")).toHaveCount(4);
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator("#coverage").screenshot({ path: `${SHOTS}/ku-coverage-sulaymaniyah.png` });
});

for (const lang of ["ar", "ku"] as const) {
  test(`${lang}: the management team shows each executive with a portrait, role and biography`, async ({ page }) => {
    await page.goto(`/${lang}/about-us/management-team`);
    const people = page.locator(".person");
    await expect(people).toHaveCount(9);
    for (const img of await people.locator("img").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty("complete", true);
      expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(people.first().locator("h3")).toHaveText(lang === "ar" ? "علي حسن الربيعي" : "عەلی حەسەن ڕوبەیعی");
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator(".people-block").screenshot({ path: `${SHOTS}/${lang}-management-team.png` });
  });

  test(`${lang}: investor relations shows key figures and opens a report as a document`, async ({ page }) => {
    await page.goto(`/${lang}/about-us/investor-relations`);
    await expect(page.locator(".figure")).toHaveCount(6);
    await expect(page.locator(".report")).toHaveCount(2);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator(".figures-block").screenshot({ path: `${SHOTS}/${lang}-figures.png` });
    await page.locator(".reports-block").screenshot({ path: `${SHOTS}/${lang}-reports.png` });
    await page.locator(".report a").first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/about-us/investor-relations/reports/half-year-review-2026$`));
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expect(page.locator("h1")).toHaveText(
      lang === "ar" ? "المراجعة التشغيلية لنصف العام ٢٠٢٦" : "پێداچوونەوەی کارپێکردنی نیوەی یەکەمی ٢٠٢٦",
    );
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${lang}-report.png`, fullPage: true });
  });

  test(`${lang}: our partners names partners under each category`, async ({ page }) => {
    await page.goto(`/${lang}/business/our-partners`);
    await expect(page.locator(".cards-block").filter({ has: page.locator(".badge") })).toHaveCount(4);
    await expect(
      page.getByRole("heading", { name: lang === "ar" ? "قنديل للأجهزة الميدانية" : "قەندیل بۆ ئامێری مەیدانی" }),
    ).toBeVisible();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator(".cards-block")
      .filter({ has: page.locator(".badge") })
      .first()
      .screenshot({ path: `${SHOTS}/${lang}-partners.png` });
  });
}

test("the dedicated error pages answer with their status", async ({ request }) => {
  expect((await request.get("/ar/404")).status()).toBe(404);
  expect((await request.get("/ku/500")).status()).toBe(500);
});

test("in Sorani, the 4G handset checker finds a phone written in Kurdish with Arabic-Indic digits", async ({
  page,
}) => {
  await page.goto("/ku/member-area/check-4g-page");
  await page.locator("#check").locator("input[name=q]").fill("ئایفۆن ١٥");
  await page.locator("#check").getByRole("button").click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.locator(".handset-results li").first()).toContainText("Apple iPhone 15");
});
