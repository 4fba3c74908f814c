/**
 * Rewards (issue 18) as a customer lives them, at phone width, in Kurdish and Arabic: points from a
 * scratch-card recharge (1 point per 1,000 IQD, earned by the points feature) redeemed for a bundle
 * that then shows on the dashboard; a free voucher claimed and redeemed through the card form.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { arabicIndicGrouped, demoCard, say } from "./payment-helpers.ts";
import { setSessionCookie } from "./session.ts";

// Sign-ups cost codes from an hourly allowance per address: this file has its own address.
test.use(asClient(72));

const SHOTS = "/tmp/shots-rewards";
const offerings = JSON.parse(readFileSync("content/catalogue/offerings.json", "utf8")) as {
  offerings: { slug: string; translations: Record<LocaleCode, { name: string }> }[];
};
const offeringName = (slug: string, locale: LocaleCode) =>
  offerings.offerings.find((o) => o.slug === slug)?.translations[locale].name ?? slug;

/** Recharges the customer's own line (offered first) with a demo card, as on the recharge page. */
async function rechargeOwnLine(page: Page, locale: LocaleCode, code: string) {
  await page.goto(`/${locale}/prepaid/recharge-my-prepaid-line`);
  await expect(page.getByRole("radio").first()).toBeChecked();
  await page.getByLabel(say(locale, "payments.voucher.code")).fill(arabicIndicGrouped(code));
  await page.getByRole("button", { name: say(locale, "payments.voucher.submit") }).click();
}

test("ku: points from a card recharge buy a weekly bundle, confirmed first, and it shows on the dashboard", async ({
  page,
}) => {
  const customer = await ownCustomer(page.request, "07801000900", { name: "Shilan Rasul", language: "ku" });
  await setSessionCookie(page, customer.token);
  await rechargeOwnLine(page, "ku", demoCard(40).code); // 25,000 IQD: 25 points
  await expect(page.getByRole("heading", { name: say("ku", "payments.voucher.done") })).toBeVisible();

  await page.goto("/ku/myzain/redeem-points");
  await expect(page.locator(".points-balance")).toContainText("٢٥");
  // A reward beyond the points says how many more are needed and where to earn them.
  const dear = page.locator("#reward-bikaifi-210-reward");
  await expect(dear.getByRole("link", { name: say("ku", "rewards.earnMore") })).toBeVisible();
  await page
    .locator("#reward-weekly-1gb-reward")
    .getByRole("link", { name: say("ku", "rewards.choose") })
    .click();

  const confirm = page.getByRole("region", { name: say("ku", "rewards.confirmTitle") });
  await expect(confirm).toContainText(say("ku", "rewards.balanceAfter"));
  await expect(confirm.locator("bdi").first()).toHaveText("0780 100 0900");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ku-confirm.png` });
  await page.locator("#reward-weekly-1gb-reward").screenshot({ path: `${SHOTS}/ku-card.png` });
  await confirm.getByRole("button", { name: say("ku", "rewards.confirm", { points: "٢٥" }) }).click();

  const result = page.getByRole("status").filter({ hasText: say("ku", "rewards.done.bundle") });
  await expect(result).toBeVisible();
  await result.screenshot({ path: `${SHOTS}/ku-result.png` });
  await result.getByRole("link", { name: say("ku", "rewards.seeBundle") }).click();
  await expect(page.locator(".bucket-source").first()).toHaveText(offeringName("bundle-1gb-weekly", "ku"));
});

test("ar: a free monthly voucher is claimed once, then redeemed through the card form for a bundle", async ({
  page,
}) => {
  const customer = await ownCustomer(page.request, "07801000901", { name: "Zahraa Kareem", language: "ar" });
  await setSessionCookie(page, customer.token);
  // The campaign asks for a recharge in the last 30 days.
  await rechargeOwnLine(page, "ar", demoCard(41).code);
  await expect(page.getByRole("heading", { name: say("ar", "payments.voucher.done") })).toBeVisible();

  await page.goto("/ar/myzain/free-voucher");
  await page.getByRole("button", { name: say("ar", "rewards.voucher.claim") }).click();
  const ready = page.getByRole("status").filter({ hasText: say("ar", "rewards.voucher.ready") });
  await expect(ready).toBeVisible();
  const code = (await ready.locator(".reward-code bdi").textContent()) ?? "";
  expect(code).toMatch(/^\d{14}$/);
  await expect(page.getByText(say("ar", "rewards.voucher.reason.claimed"))).toBeVisible();
  await expect(page.getByRole("button", { name: say("ar", "rewards.voucher.claim") })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ar-claimed.png` });
  await ready.screenshot({ path: `${SHOTS}/ar-voucher.png` });

  await ready.getByRole("link", { name: say("ar", "rewards.voucher.useNow") }).click();
  await expect(page.getByRole("radio").first()).toBeChecked();
  await page.getByLabel(say("ar", "payments.voucher.code")).fill(code);
  await page.getByRole("button", { name: say("ar", "payments.voucher.submit") }).click();
  const done = page.getByRole("status").filter({ hasText: say("ar", "payments.voucher.bundleDone") });
  await expect(done).toContainText(offeringName("bundle-1gb-weekly", "ar"));
  await done.screenshot({ path: `${SHOTS}/ar-redeemed.png` });

  await page.goto("/ar/myzain");
  await expect(page.locator(".bucket-source").first()).toHaveText(offeringName("bundle-1gb-weekly", "ar"));
  await page.goto("/ar/myzain/free-voucher");
  await expect(page.getByText(say("ar", "rewards.voucher.state.redeemed"))).toBeVisible();
});
