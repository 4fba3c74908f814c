import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { setSessionCookie } from "./session.ts";

// Sign-ups cost codes from an hourly allowance per address: this file has its own address.
test.use(asClient(73));

const SHOTS = "/tmp/shots-gifts";

/** The newest SMS to a number in the demo outbox. */
async function lastSms(request: APIRequestContext, national: string): Promise<string> {
  const res = await request.get(`/api/v1/dev/sms-outbox?msisdn=${national}`, {
    headers: { "X-API-Key": "zain-web-public" },
  });
  const [latest] = (await res.json()) as { body: string }[];
  return latest?.body ?? "";
}

/** Consent already refused, so the banner does not cover what the screenshots are of. */
async function refuseConsent(page: Page) {
  await page.context().addCookies([{ name: "consent", value: "denied", domain: "127.0.0.1", path: "/" }]);
}

/**
 * Each journey gives a bundle from one new customer to another (demo prepaid lines 07801000830, 0831, 0833 and 0834 (0832 opens with nothing to pay with),
 * used by no other test); the recipient's account is in another language than the giver's, and
 * the SMS follows the recipient's. Kurdish runs with JavaScript, Arabic without.
 */
const journeys = [
  {
    locale: "ku",
    js: true,
    bundle: { slug: "bundle-1gb-weekly", name: "پاکێجی هەفتانەی ١ گیگابایت", price: "٢٬٠٠٠" },
    giver: { national: "07801000830", name: "هێمن ڕەشید", language: "ku" },
    recipient: { national: "07801000831", name: "سۆزان ڕەشید", language: "ar" },
    giftWord: "أهداك الرقم",
  },
  {
    locale: "ar",
    js: false,
    bundle: { slug: "daily-1gb", name: "باقة ١ غيغابايت اليومية", price: "١٬٠٠٠" },
    giver: { national: "07801000833", name: "سلمى جواد", language: "ar" },
    recipient: { national: "07801000834", name: "هاوڕێ جواد", language: "ku" },
    giftWord: "دیاری",
  },
] as const;

for (const j of journeys) {
  test.describe(`${j.locale}${j.js ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled: j.js });

    test(`${j.locale}: send a bundle as a gift, see the receipt, the SMS and the recipient's bucket`, async ({
      page,
    }) => {
      const giver = await ownCustomer(page.request, j.giver.national, {
        name: j.giver.name,
        language: j.giver.language,
      });
      const recipient = await ownCustomer(page.request, j.recipient.national, {
        name: j.recipient.name,
        language: j.recipient.language,
      });
      await refuseConsent(page);
      await setSessionCookie(page, giver.token);
      await page.goto(`/${j.locale}/myzain/hot-bundles`);
      await page.locator(".offer-card", { hasText: j.bundle.name }).first().locator("a.button").click();
      const confirm = page.locator("#confirm");
      await expect(confirm).toContainText(j.bundle.price);

      // A number of another network is sent back with the reason, next to the field.
      await page.locator(".gift-choice summary").click();
      await page.locator("#field-gift").fill("0770 123 4567");
      await page.locator(".gift-choice-form button[type=submit]").click();
      await expect(page.locator("#field-gift-error")).toBeVisible();
      // axe runs in the page, so only where the page runs scripts.
      if (j.js) expect(await seriousViolations(page)).toEqual([]);
      await page.locator("#confirm").screenshot({ path: `${SHOTS}/${j.locale}-choice-error.png` });

      await page.locator("#field-gift").fill(j.recipient.national.replace(/^(\d{4})(\d{3})/, "$1 $2 "));
      await page.locator(".gift-choice-form button[type=submit]").click();
      const gift = page.locator(".gift-confirm");
      // The recipient masked, the paying line, the price; then one button.
      await expect(gift).toContainText(`0780 ••• ••${j.recipient.national.slice(-2)}`);
      await expect(gift).toContainText("0780 100 08");
      await expect(gift).toContainText(j.bundle.price);
      if (j.js) expect(await seriousViolations(page)).toEqual([]);
      await gift.screenshot({ path: `${SHOTS}/${j.locale}-confirm.png` });
      await gift.getByRole("button").click();

      const sent = page.locator(".gift-sent");
      await expect(sent).toBeVisible();
      await expect(sent).toContainText(`0780 ••• ••${j.recipient.national.slice(-2)}`);
      await expect(sent).toContainText(j.bundle.price);
      await page.screenshot({ path: `${SHOTS}/${j.locale}-sent.png` });

      // The recipient's SMS, in their own account's language, names the giver's number.
      const sms = await lastSms(page.request, j.recipient.national);
      expect(sms).toContain(j.giver.national);
      expect(sms).toContain(j.giftWord);

      // The giver's statement says where the money went.
      await page.goto(`/${j.locale}/myzain/statement`);
      const line = page.locator(".statement-table tr[data-kind=purchase]").first();
      await expect(line).toContainText(`0780 ••• ••${j.recipient.national.slice(-2)}`);
      await line.screenshot({ path: `${SHOTS}/${j.locale}-statement.png` });

      // Signed in as the recipient: the bundle's bucket, and a notice naming the giver's number.
      await page.context().clearCookies();
      await refuseConsent(page);
      await setSessionCookie(page, recipient.token);
      await page.goto(`/${j.locale}/myzain`);
      await expect(page.locator(".bucket", { hasText: j.bundle.name }).first()).toBeVisible();
      await page
        .locator(".bucket", { hasText: j.bundle.name })
        .first()
        .screenshot({ path: `${SHOTS}/${j.locale}-recipient.png` });
      await page.goto(`/${j.locale}/myzain/notifications`);
      await expect(page.locator(".notification").first()).toContainText(`0780 100 08${j.giver.national.slice(-2)}`);
      await page
        .locator(".notification")
        .first()
        .screenshot({ path: `${SHOTS}/${j.locale}-notice.png` });
    });
  });
}
