import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

async function signIn(page: Page, locale: string, msisdn: string, then = "/myzain") {
  await signInAs(page, msisdn);
  await page.goto(`/${locale}${then}`);
}

test("ar: buy a bundle from the dashboard, confirm the exact charge, and see its bucket appear", async ({ page }) => {
  await signIn(page, "ar", "07800000001");
  const amount = page.locator(".balance-amount");
  await expect(amount).toContainText("د.ع");
  await page.locator(".myzain-actions").getByRole("link", { name: "اشترِ باقة" }).click();
  await expect(page).toHaveURL(/\/ar\/myzain\/hot-bundles/);
  const card = page.locator(".offer-card", { hasText: "باقة 1 غيغابايت اليومية" }).first();
  await card.getByRole("link").click();
  const confirm = page.locator("#confirm");
  await expect(confirm).toContainText("١٬٠٠٠");
  await confirm.getByRole("button").click();
  await expect(page).toHaveURL(/\/ar\/myzain\?line=.+&bought=daily-1gb$/);
  await expect(page.getByRole("status").first()).toContainText("باقة 1 غيغابايت اليومية");
  await expect(page.locator(".bucket", { hasText: "باقة 1 غيغابايت اليومية" })).toBeVisible();
});

test("ku: switch mobile data off and see it confirmed in the notifications", async ({ page }) => {
  await signIn(page, "ku", "07800000002", "/myzain/manage-data");
  const row = page.locator(".switch-row").first();
  await expect(row).toContainText("داتای مۆبایل");
  const before = await row.locator(".switch-state").textContent();
  await row.getByRole("button").click();
  await expect(row.locator(".switch-state")).not.toHaveText(before ?? "");
  await page.goto("/ku/myzain/notifications");
  await expect(page.locator(".notification").first()).toContainText("داتای مۆبایل");
});

test("ar: read one notification, then clear them all", async ({ page }) => {
  // Two fresh notices of its own: roaming switched on, then off again.
  await signIn(page, "ar", "07800000001", "/myzain/manage-data");
  const roaming = page.locator(".switch-row").nth(1);
  for (let i = 0; i < 2; i++) {
    const before = await roaming.locator(".switch-state").textContent();
    await roaming.getByRole("button").click();
    await expect(roaming.locator(".switch-state")).not.toHaveText(before ?? "");
  }
  await page.goto("/ar/myzain/notifications");
  const unread = page.locator(".notification-unread");
  const count = await unread.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await unread.first().getByRole("button").click();
  await expect(page.locator(".notification-unread")).toHaveCount(count - 1);
  await page.getByRole("button", { name: "تحديد الكل كمقروء" }).click();
  await expect(page.locator(".notification-unread")).toHaveCount(0);
  await expect(page.locator(".notification-count")).toHaveCount(0);
});

test("an offer chosen on a public page arrives at its confirmation after signing in", async ({ page }) => {
  await page.goto("/en/prepaid/data-only-offers");
  await page.locator(".offer-card", { hasText: "Weekly 3 GB" }).first().getByRole("link").click();
  await page.locator("#field-msisdn").fill("07800000001");
  await page.locator("#field-password").fill("Demo-Pass-2026");
  await page.locator(".auth-form button[type=submit]").click();
  await expect(page).toHaveURL(/\/en\/myzain\/hot-bundles\?offer=weekly-3gb$/);
  await expect(page.locator("#confirm")).toContainText("Weekly 3 GB");
  await expect(page.locator("#confirm")).toContainText("You will be charged");
});

test("ku: the dashboard, a purchase confirmation, manage data and notifications pass an accessibility check and fit a phone", async ({
  page,
}) => {
  await signIn(page, "ku", "07800000002");
  for (const path of [
    "/myzain",
    "/myzain/hot-bundles?offer=turkey-roaming-3gb",
    "/myzain/manage-data",
    "/myzain/notifications",
  ]) {
    await page.goto(`/ku${path}`);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${path} ${v.id}`);
    expect(serious).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
