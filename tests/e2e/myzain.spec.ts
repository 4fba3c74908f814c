import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { expect, test } from "./fixtures.ts";
import { setSessionCookie, signInAs } from "./session.ts";

async function signIn(page: Page, locale: string, msisdn: string, then = "/myzain") {
  await signInAs(page, msisdn);
  await page.goto(`/${locale}${then}`);
}

/** Each journey that changes a customer signs up one of its own: no test sees another's leftovers. */
const journeys = [
  {
    locale: "ar",
    buyLabel: "اشترِ باقة",
    bundle: { slug: "daily-1gb", name: "باقة ١ غيغابايت اليومية", price: "١٬٠٠٠" },
    mobileData: "بيانات الهاتف المحمول",
    markAll: "تحديد الكل كمقروء",
    // Ordinary demo lines: prepaid with 25,000 IQD for buying; postpaid for switches and notices.
    buyer: { national: "07801000201", name: "ليلى حسن" },
    switcher: { national: "07901000200", name: "كاروان عزيز" },
    reader: { national: "07901000208", name: "زينب كريم" },
  },
  {
    locale: "ku",
    buyLabel: "پاکێج بکڕە",
    bundle: { slug: "bundle-1gb-weekly", name: "پاکێجی هەفتانەی ١ گیگابایت", price: "٢٬٠٠٠" },
    mobileData: "داتای مۆبایل",
    markAll: "هەمووی وەک خوێندراوە دیاری بکە",
    // Prepaid with 22,000 IQD; postpaid.
    buyer: { national: "07801000206", name: "لەیلا حەسەن" },
    switcher: { national: "07901000204", name: "کاروان عەزیز" },
    reader: { national: "07901000212", name: "ئاڤان جەمال" },
  },
] as const;

for (const j of journeys) {
  test(`${j.locale}: buy a bundle from the dashboard, confirm the exact charge, and see its bucket appear`, async ({
    page,
  }) => {
    const buyer = await ownCustomer(page.request, j.buyer.national, { name: j.buyer.name, language: j.locale });
    await setSessionCookie(page, buyer.token);
    await page.goto(`/${j.locale}/myzain`);
    await expect(page.locator(".balance-amount")).toContainText("د.ع");
    // A new customer has no bundle yet: the bucket below is the one this purchase gives.
    await expect(page.locator(".bucket", { hasText: j.bundle.name })).toHaveCount(0);
    await page.locator(".myzain-actions").getByRole("link", { name: j.buyLabel }).click();
    await expect(page).toHaveURL(new RegExp(`/${j.locale}/myzain/hot-bundles`));
    await page.locator(".offer-card", { hasText: j.bundle.name }).first().locator("a.button").click();
    const confirm = page.locator("#confirm");
    await expect(confirm).toContainText(j.bundle.price);
    await confirm.getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`/${j.locale}/myzain\\?line=.+&bought=${j.bundle.slug}$`));
    await expect(page.getByRole("status").first()).toContainText(j.bundle.name);
    await expect(page.locator(".bucket", { hasText: j.bundle.name }).first()).toBeVisible();
  });

  test(`${j.locale}: switch mobile data off and on, each change confirmed in the notifications`, async ({ page }) => {
    const switcher = await ownCustomer(page.request, j.switcher.national, {
      name: j.switcher.name,
      language: j.locale,
    });
    await setSessionCookie(page, switcher.token);
    await page.goto(`/${j.locale}/myzain/manage-data`);
    const row = page.locator(".switch-row").first();
    await expect(row).toContainText(j.mobileData);
    for (let i = 0; i < 2; i++) {
      const before = await row.locator(".switch-state").textContent();
      await row.getByRole("button").click();
      await expect(row.locator(".switch-state")).not.toHaveText(before ?? "");
    }
    await page.goto(`/${j.locale}/myzain/notifications`);
    // A new customer's only notices are the two changes, newest first.
    const notices = page.locator(".notification");
    await expect(notices).toHaveCount(2);
    await expect(notices.first()).toContainText(j.mobileData);
    await expect(notices.last()).toContainText(j.mobileData);
  });

  test(`${j.locale}: read one notification, then clear them all`, async ({ page }) => {
    const reader = await ownCustomer(page.request, j.reader.national, { name: j.reader.name, language: j.locale });
    // Two notices of its own, made as the manage-data page makes them: mobile data off, then on.
    for (const mobileData of [false, true]) {
      const res = await page.request.patch(`/api/v1/lines/${reader.line.id}/services`, {
        headers: { "X-API-Key": "zain-web-public", Authorization: `Bearer ${reader.token}` },
        data: { mobileData },
      });
      expect(res.status()).toBe(200);
    }
    await setSessionCookie(page, reader.token);
    await page.goto(`/${j.locale}/myzain/notifications`);
    const unread = page.locator(".notification-unread");
    await expect(unread).toHaveCount(2);
    await unread.first().getByRole("button").click();
    await expect(page.locator(".notification-unread")).toHaveCount(1);
    await page.getByRole("button", { name: j.markAll }).click();
    await expect(page.locator(".notification-unread")).toHaveCount(0);
    await expect(page.locator(".notification-count")).toHaveCount(0);
  });
}

test("an offer chosen on a public page arrives at its confirmation after signing in", async ({ page }) => {
  await page.goto("/en/prepaid/data-only-offers");
  await page.locator(".offer-card", { hasText: "Weekly 3 GB" }).first().locator("a.button").click();
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
  // Sign-in and four pages, each with an axe run: more than the default 30 s on a slow machine.
  test.setTimeout(90_000);
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
