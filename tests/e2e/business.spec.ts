import type { Page } from "@playwright/test";
import ar from "../../src/i18n/messages/ar/business.json" with { type: "json" };
import ku from "../../src/i18n/messages/ku/business.json" with { type: "json" };
import { asClient, expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

// Its own address for the sign-ins' per-client allowance.
test.use({ ...asClient(161), viewport: { width: 390, height: 844 } });

const SHOTS = "/tmp/shots-business";

/**
 * The demo business account (Tigris Field Services, owner signs in with 07800000003). Each
 * language works on its own line of the company, so the two journeys can run side by side; each
 * takes its limit off again at the end.
 */
const journeys = [
  {
    locale: "ar",
    js: false,
    msisdn: "9647800000004",
    text: ar,
  },
  {
    locale: "ku",
    js: true,
    msisdn: "9647800000005",
    text: ku,
  },
] as const;

/** Sets (or with "" removes) the limit of one line from the business page. */
async function setLimit(page: Page, locale: string, msisdn: string, value: string) {
  await page.goto(`/${locale}/myzain/business`);
  const card = page.locator(`.business-line[data-msisdn="${msisdn}"]`);
  await card.locator("input[name=limitIqd]").fill(value);
  await card.locator("button[type=submit]").click();
  return page.locator(`.business-line[data-msisdn="${msisdn}"]`);
}

for (const j of journeys) {
  test.describe(`${j.locale}${j.js ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled: j.js });

    test(`${j.locale}: the owner sets a line's spend limit and a purchase over it is refused`, async ({ page }) => {
      // Three page loads and a purchase: generous on a shared machine.
      test.setTimeout(180_000);
      await signInAs(page, "07800000003");
      const card = await setLimit(page, j.locale, j.msisdn, "1000");
      await expect(card.getByRole("status")).toHaveText(j.text["business.limitSaved"]);
      await expect(card.locator(".business-limit")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${j.locale}-business.png`, fullPage: true });

      // A 15,000 IQD roaming bundle on that line: more than the limit leaves, whatever was spent.
      const lineId = await card.locator("input[name=lineId]").inputValue();
      await page.goto(`/${j.locale}/myzain/hot-bundles?offer=turkey-roaming-3gb&line=${lineId}`);
      await page.locator("#confirm").getByRole("button").first().click();
      // The message up to its amounts, which depend on what the line has spent this month.
      const refused = j.text["errors.spend_limit_reached"].split(":")[0] ?? "";
      await expect(page.locator("#confirm").getByRole("alert")).toContainText(refused, { timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/${j.locale}-refused.png`, fullPage: true });

      const cleared = await setLimit(page, j.locale, j.msisdn, "");
      await expect(cleared.getByRole("status")).toHaveText(j.text["business.limitSaved"]);
      await expect(cleared.locator(".business-limit")).toHaveCount(0);
    });

    test(`${j.locale}: the consolidated bill lists every line and its totals`, async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, "07800000003");
      await page.goto(`/${j.locale}/myzain/business/bill`);
      await expect(page.locator("h1")).toHaveText(j.text["business.bill.title"]);
      const rows = page.locator(".business-bill-table tbody tr");
      await expect(rows).toHaveCount(3);
      await expect(page.locator(".business-bill-totals")).toContainText("د.ع");
      await page.screenshot({ path: `${SHOTS}/${j.locale}-bill.png`, fullPage: true });
    });
  });
}
