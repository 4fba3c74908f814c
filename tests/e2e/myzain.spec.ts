import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

async function signIn(page: Page, locale: string, msisdn: string, then = "/myzain") {
  await signInAs(page, msisdn);
  await page.goto(`/${locale}${then}`);
}

// These journeys change the demo customers' lines and notices: one at a time, in order.
test.describe.configure({ mode: "serial" });

const journeys = [
  {
    locale: "ar",
    buyLabel: "اشترِ باقة",
    bundle: { slug: "daily-1gb", name: "باقة 1 غيغابايت اليومية", price: "١٬٠٠٠" },
    mobileData: "بيانات الهاتف المحمول",
    markAll: "تحديد الكل كمقروء",
    // Layla, prepaid, for buying; Karwan, postpaid, for switches and notices.
    buyer: "07800000001",
    switcher: "07800000002",
  },
  {
    locale: "ku",
    buyLabel: "پاکێج بکڕە",
    bundle: { slug: "bundle-1gb-weekly", name: "پاکێجی هەفتانەی 1 گێگابایت", price: "٢٬٠٠٠" },
    mobileData: "داتای مۆبایل",
    markAll: "هەمووی وەک خوێندراوە دیاری بکە",
    buyer: "07800000001",
    switcher: "07800000002",
  },
] as const;

for (const j of journeys) {
  test(`${j.locale}: buy a bundle from the dashboard, confirm the exact charge, and see its bucket appear`, async ({
    page,
  }) => {
    await signIn(page, j.locale, j.buyer);
    await expect(page.locator(".balance-amount")).toContainText("د.ع");
    await page.locator(".myzain-actions").getByRole("link", { name: j.buyLabel }).click();
    await expect(page).toHaveURL(new RegExp(`/${j.locale}/myzain/hot-bundles`));
    await page.locator(".offer-card", { hasText: j.bundle.name }).first().getByRole("link").click();
    const confirm = page.locator("#confirm");
    await expect(confirm).toContainText(j.bundle.price);
    await confirm.getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`/${j.locale}/myzain\\?line=.+&bought=${j.bundle.slug}$`));
    await expect(page.getByRole("status").first()).toContainText(j.bundle.name);
    await expect(page.locator(".bucket", { hasText: j.bundle.name }).first()).toBeVisible();
  });

  test(`${j.locale}: switch mobile data off and on, each change confirmed in the notifications`, async ({ page }) => {
    await signIn(page, j.locale, j.switcher, "/myzain/manage-data");
    const row = page.locator(".switch-row").first();
    await expect(row).toContainText(j.mobileData);
    for (let i = 0; i < 2; i++) {
      const before = await row.locator(".switch-state").textContent();
      await row.getByRole("button").click();
      await expect(row.locator(".switch-state")).not.toHaveText(before ?? "");
    }
    await page.goto(`/${j.locale}/myzain/notifications`);
    await expect(page.locator(".notification").first()).toContainText(j.mobileData);
  });

  test(`${j.locale}: read one notification, then clear them all`, async ({ page }) => {
    await signIn(page, j.locale, j.switcher, "/myzain/notifications");
    const unread = page.locator(".notification-unread");
    const count = await unread.count();
    // The switch test before this one left two unread notices at least.
    expect(count).toBeGreaterThanOrEqual(2);
    await unread.first().getByRole("button").click();
    await expect(page.locator(".notification-unread")).toHaveCount(count - 1);
    await page.getByRole("button", { name: j.markAll }).click();
    await expect(page.locator(".notification-unread")).toHaveCount(0);
    await expect(page.locator(".notification-count")).toHaveCount(0);
  });
}

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
    expect((await seriousViolations(page)).map((v) => `${path} ${v}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
