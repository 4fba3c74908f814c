import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { arabicIndicGrouped, demoCard, say } from "./payment-helpers.ts";
import { setSessionCookie } from "./session.ts";

// Sign-ups cost codes from an hourly allowance per address: this file has its own address.
test.use(asClient(71));

const SHOTS = "/tmp/shots-points";
/** Numbers as the Arabic and Kurdish pages print them (both use the Arabic number locale). */
const indic = (n: number) => new Intl.NumberFormat("ar-IQ").format(n);

test("ku: a scratch card recharge earns points, shown on the rewards page with its history and on the dashboard", async ({
  page,
}) => {
  const customer = await ownCustomer(page.request, "07801000860", { name: "Shilan Omer", language: "ku" });
  await setSessionCookie(page, customer.token);
  const card = demoCard(30);
  const points = Math.floor(card.value / 1000);

  await page.goto("/ku/prepaid/recharge-my-prepaid-line");
  // Her own line is offered first and chosen.
  await expect(page.getByRole("radio").first()).toBeChecked();
  await page.getByLabel(say("ku", "payments.voucher.code")).fill(arabicIndicGrouped(card.code));
  await page.getByRole("button", { name: say("ku", "payments.voucher.submit") }).click();
  await expect(page.getByRole("status").filter({ hasText: card.serial })).toBeVisible();

  await page.goto("/ku/myzain/zain-rewards");
  await page.getByRole("button", { name: say("ku", "consent.accept") }).click();
  const summary = page.locator(".points-card");
  await expect(summary.locator(".points-balance")).toHaveText(indic(points));
  await expect(summary).toContainText(say("ku", "points.tier.silver"));
  await expect(summary).toContainText(
    say("ku", "points.tier.next", { needed: 300 - points, tier: say("ku", "points.tier.gold") }),
  );
  const entry = page.locator(".points-entry").first();
  await expect(entry).toContainText(say("ku", "points.kind.earn"));
  await expect(entry.locator(".points-plus")).toHaveText(`+${indic(points)}`);
  await summary.screenshot({ path: `${SHOTS}/ku-rewards-summary.png` });
  await page.locator("#points-history").screenshot({ path: `${SHOTS}/ku-rewards-history.png` });
  await page.locator(".points-tiers").screenshot({ path: `${SHOTS}/ku-rewards-tiers.png` });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The history filter is a plain form: spent points, of which there are none yet.
  await page.getByLabel(say("ku", "points.history.kind")).selectOption("spend");
  await page.getByRole("button", { name: say("ku", "points.history.submit") }).click();
  await expect(page).toHaveURL(/kind=spend/);
  await expect(page.locator("#points-history")).toContainText(say("ku", "points.history.empty"));

  await page.goto("/ku/myzain");
  const badge = page.locator(".points-badge");
  await expect(badge).toContainText(say("ku", "points.count", { count: points }));
  await badge.getByRole("link", { name: say("ku", "points.dashboard.link") }).click();
  await expect(page).toHaveURL(/\/ku\/myzain\/zain-rewards$/);
  await page.goto("/ku/myzain");
  await badge.screenshot({ path: `${SHOTS}/ku-dashboard.png` });
});

test("ar: the earn-points page shows the real rates and task progress, and adding an email completes a task", async ({
  page,
}) => {
  const customer = await ownCustomer(page.request, "07801000861", { name: "Huda Kareem", language: "ar" });
  await setSessionCookie(page, customer.token);
  await page.goto("/ar/myzain/earn-points");
  await page.getByRole("button", { name: say("ar", "consent.accept") }).click();
  await expect(page.locator(".points-rates")).toContainText(
    say("ar", "points.rates.perThousand", {
      points: 1,
      amount: new Intl.NumberFormat("ar-IQ", { style: "currency", currency: "IQD", maximumFractionDigits: 0 }).format(
        1000,
      ),
    }),
  );
  await expect(page.getByText(say("ar", "points.tasks.progress", { done: 0, total: 4 }))).toBeVisible();

  await page.goto("/ar/myzain/profile-and-settings");
  await page.getByLabel(say("ar", "profile.details.email")).fill("huda@example.com");
  await page.getByRole("button", { name: say("ar", "profile.details.save") }).click();
  await expect(page.getByText(say("ar", "profile.details.saved"))).toBeVisible();

  await page.goto("/ar/myzain/earn-points");
  await expect(page.getByText(say("ar", "points.tasks.progress", { done: 1, total: 4 }))).toBeVisible();
  const task = page.locator('[data-task="profile_email"]');
  await expect(task).toHaveClass(/points-task-done/);
  await expect(task).toContainText(say("ar", "points.count", { count: 50 }));
  await page.locator(".points-rates").screenshot({ path: `${SHOTS}/ar-earn-rates.png` });
  await page.locator(".points-tasks").screenshot({ path: `${SHOTS}/ar-earn-tasks.png` });
  await page.locator(".points-tiers").screenshot({ path: `${SHOTS}/ar-earn-tiers.png` });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.goto("/ar/myzain/zain-rewards");
  await expect(page.locator(".points-balance")).toHaveText(indic(50));
  await page.locator(".points-card").screenshot({ path: `${SHOTS}/ar-rewards-summary.png` });
  expect(await seriousViolations(page)).toEqual([]);
});

test("en: another brand's rewards address is a 404, and the rewards page needs a signed-in customer", async ({
  page,
}) => {
  const signedOut = await page.goto("/en/myzain/zain-rewards");
  expect(new URL(page.url()).pathname).toBe("/en/login");
  expect(signedOut?.status()).toBe(200);
  const customer = await ownCustomer(page.request, "07801000862", { name: "Omar Saad", language: "en" });
  await setSessionCookie(page, customer.token);
  expect((await page.goto("/en/myzain/acme-rewards"))?.status()).toBe(404);
});
