/**
 * Issue 20 in a browser, in both right-to-left languages: automatic recharge with a card saved at
 * the sandbox gateway, and an unfinished payment cancelled and paid again at once. Each language
 * has its own prepaid number (not divisible by 4 in the 0790 demo range, which would be postpaid)
 * and client address, so the journeys run side by side without sharing limits.
 */
import { messages as gatewayMessages } from "../../src/adapters/payments/sandbox/messages.ts";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { payOnGateway, say } from "./payment-helpers.ts";
import { setSessionCookie } from "./session.ts";

/** "07801000990" → "0780 ••• ••90", as the pages mask a number. */
const masked = (national: string) => `${national.slice(0, 4)} ••• ••${national.slice(-2)}`;
/** "07801000991" → "0780 100 0991", as a customer types it. */
const spaced = (national: string) => `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;

const savingCustomers = [
  { lang: "ar", client: 97, national: "07801000990", name: "زينب كاظم" },
  { lang: "ku", client: 171, national: "07901001402", name: "شیلان ئەحمەد" },
] as const;

const payingVisitors = [
  { lang: "ku", client: 97, national: "07801000991" },
  { lang: "ar", client: 172, national: "07901001401" },
] as const;

for (const { lang, client, national, name } of savingCustomers) {
  test.describe(lang, () => {
    test.use(asClient(client));

    test("a customer saves a sandbox card at the gateway and sets up an automatic recharge for when the balance is low", async ({
      page,
    }) => {
      const customer = await ownCustomer(page.request, national, { name, language: lang });
      await setSessionCookie(page, customer.token);
      await page.goto(`/${lang}/myzain/autopay`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(lang, "autopay.title"));
      await expect(page.getByText(say(lang, "autopay.setup.needMethod"))).toBeVisible();

      await page.getByRole("button", { name: say(lang, "autopay.methods.add") }).click();
      await page.waitForURL(/\/sandbox-gateway\/save\//);
      const m = gatewayMessages[lang];
      const card = page.getByRole("group", { name: m.cardHeading });
      await card.getByLabel(m.cardNumber).fill("4111 1111 1111 1111");
      await card.getByLabel(m.cardExpiry).fill("12/30");
      await card.getByLabel(m.cardCvv).fill("123");
      await card.getByRole("button", { name: m.save.card }).click();

      // Back on the site, which asked the gateway what was saved: the brand and last digits only.
      await page.waitForURL(new RegExp(`/${lang}/myzain/autopay\\?saved=`));
      await expect(page.locator(".notice-success")).toContainText("1111");
      const methods = page.getByRole("region", { name: say(lang, "autopay.methods.title") });
      await expect(methods).toContainText("Visa");
      await expect(methods).not.toContainText("4111 1111");

      const low = page.getByRole("form", { name: say(lang, "autopay.setup.below_balance") });
      await low.getByLabel(say(lang, "autopay.field.threshold")).fill("٢٠٠٠");
      await low.getByLabel(say(lang, "autopay.field.amount")).fill("5000");
      await low.getByRole("button", { name: say(lang, "autopay.setup.submit") }).click();
      await expect(page.getByRole("status").filter({ hasText: say(lang, "autopay.rule.set") })).toBeVisible();
      const rules = page.getByRole("region", { name: say(lang, "autopay.rules.title") });
      await expect(rules).toContainText(masked(national));
      await expect(rules).toContainText(say(lang, "autopay.rule.active"));
      expect(await seriousViolations(page)).toEqual([]);

      // A day of the month that not every month has is refused next to the field.
      const monthly = page.getByRole("form", { name: say(lang, "autopay.setup.monthly") });
      await monthly.getByLabel(say(lang, "autopay.field.day")).fill("31");
      await monthly.getByLabel(say(lang, "autopay.field.amount")).fill("5000");
      await monthly.getByRole("button", { name: say(lang, "autopay.setup.submit") }).click();
      await expect(page.locator("#monthly-day-error")).toHaveText(say(lang, "validation.autopay.day"));
    });
  });
}

for (const { lang, client, national } of payingVisitors) {
  test.describe(lang, () => {
    test.use(asClient(client));

    test("a visitor who left the gateway without paying cancels the unfinished payment and pays again at once", async ({
      page,
    }) => {
      const start = async () => {
        await page.goto(`/${lang}/prepaid/recharge-my-prepaid-line?method=online`);
        await page.getByLabel(say(lang, "payments.number.legend")).fill(spaced(national));
        // "٥٬٠٠٠ د.ع." (5,000), not "٢٥٬٠٠٠": the name starts with it (after a direction mark).
        await page.getByRole("radio", { name: /^\u200f?٥٬٠٠٠/ }).check();
        await page.getByRole("button", { name: say(lang, "payments.online.submit") }).click();
        await page.waitForURL(/\/sandbox-gateway\/pay\//);
      };
      await start();
      // The visitor leaves the gateway's page without paying and comes back to recharge.
      await page.goto(`/${lang}/prepaid/recharge-my-prepaid-line`);
      const unfinished = page.getByRole("region", { name: say(lang, "payments.unfinished.title") });
      await expect(unfinished).toContainText(masked(national));
      await expect(unfinished.getByRole("link", { name: say(lang, "payments.unfinished.continue") })).toHaveAttribute(
        "href",
        /\/sandbox-gateway\/pay\//,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await unfinished.getByRole("button", { name: say(lang, "payments.unfinished.cancel") }).click();
      await expect(
        page.getByRole("status").filter({ hasText: say(lang, "payments.unfinished.cancelled") }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: say(lang, "payments.unfinished.title") })).toHaveCount(0);

      // No "a payment is being confirmed, wait 30 minutes": the new payment starts at once.
      await start();
      await payOnGateway(page, lang, "4111 1111 1111 1111");
      await expect(page.locator(".receipt-status")).toContainText(say(lang, "payments.receipt.success"), {
        timeout: 20_000,
      });
    });
  });
}
