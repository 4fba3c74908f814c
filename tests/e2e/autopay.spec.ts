/**
 * Issue 20 in a browser: automatic recharge with a card saved at the sandbox gateway (ar), and an
 * unfinished payment cancelled and paid again at once (ku), each in a right-to-left language.
 */
import { messages as gatewayMessages } from "../../src/adapters/payments/sandbox/messages.ts";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { payOnGateway, say } from "./payment-helpers.ts";
import { setSessionCookie } from "./session.ts";

test.use(asClient(97));

test("ar: a customer saves a sandbox card at the gateway and sets up an automatic recharge for when the balance is low", async ({
  page,
}) => {
  const customer = await ownCustomer(page.request, "07801000990", { name: "زينب كاظم", language: "ar" });
  await setSessionCookie(page, customer.token);
  await page.goto("/ar/myzain/autopay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(say("ar", "autopay.title"));
  await expect(page.getByText(say("ar", "autopay.setup.needMethod"))).toBeVisible();

  await page.getByRole("button", { name: say("ar", "autopay.methods.add") }).click();
  await page.waitForURL(/\/sandbox-gateway\/save\//);
  const m = gatewayMessages.ar;
  const card = page.getByRole("group", { name: m.cardHeading });
  await card.getByLabel(m.cardNumber).fill("4111 1111 1111 1111");
  await card.getByLabel(m.cardExpiry).fill("12/30");
  await card.getByLabel(m.cardCvv).fill("123");
  await card.getByRole("button", { name: m.save.card }).click();

  // Back on the site, which asked the gateway what was saved: the brand and last digits only.
  await page.waitForURL(/\/ar\/myzain\/autopay\?saved=/);
  await expect(page.locator(".notice-success")).toContainText("1111");
  const methods = page.getByRole("region", { name: say("ar", "autopay.methods.title") });
  await expect(methods).toContainText("Visa");
  await expect(methods).not.toContainText("4111 1111");

  const low = page.getByRole("form", { name: say("ar", "autopay.setup.below_balance") });
  await low.getByLabel(say("ar", "autopay.field.threshold")).fill("٢٠٠٠");
  await low.getByLabel(say("ar", "autopay.field.amount")).fill("5000");
  await low.getByRole("button", { name: say("ar", "autopay.setup.submit") }).click();
  await expect(page.getByRole("status").filter({ hasText: say("ar", "autopay.rule.set") })).toBeVisible();
  const rules = page.getByRole("region", { name: say("ar", "autopay.rules.title") });
  await expect(rules).toContainText("0780 ••• ••90");
  await expect(rules).toContainText(say("ar", "autopay.rule.active"));
  expect(await seriousViolations(page)).toEqual([]);

  // A day of the month that not every month has is refused next to the field.
  const monthly = page.getByRole("form", { name: say("ar", "autopay.setup.monthly") });
  await monthly.getByLabel(say("ar", "autopay.field.day")).fill("31");
  await monthly.getByLabel(say("ar", "autopay.field.amount")).fill("5000");
  await monthly.getByRole("button", { name: say("ar", "autopay.setup.submit") }).click();
  await expect(page.locator("#monthly-day-error")).toHaveText(say("ar", "validation.autopay.day"));
});

test("ku: a visitor who left the gateway without paying cancels the unfinished payment and pays again at once", async ({
  page,
}) => {
  const start = async () => {
    await page.goto("/ku/prepaid/recharge-my-prepaid-line?method=online");
    await page.getByLabel(say("ku", "payments.number.legend")).fill("0780 100 0991");
    // "٥٬٠٠٠ د.ع." (5,000), not "٢٥٬٠٠٠": the name starts with it (after a direction mark).
    await page.getByRole("radio", { name: /^\u200f?٥٬٠٠٠/ }).check();
    await page.getByRole("button", { name: say("ku", "payments.online.submit") }).click();
    await page.waitForURL(/\/sandbox-gateway\/pay\//);
  };
  await start();
  // The visitor leaves the gateway's page without paying and comes back to recharge.
  await page.goto("/ku/prepaid/recharge-my-prepaid-line");
  const unfinished = page.getByRole("region", { name: say("ku", "payments.unfinished.title") });
  await expect(unfinished).toContainText("0780 ••• ••91");
  await expect(unfinished.getByRole("link", { name: say("ku", "payments.unfinished.continue") })).toHaveAttribute(
    "href",
    /\/sandbox-gateway\/pay\//,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await unfinished.getByRole("button", { name: say("ku", "payments.unfinished.cancel") }).click();
  await expect(page.getByRole("status").filter({ hasText: say("ku", "payments.unfinished.cancelled") })).toBeVisible();
  await expect(page.getByRole("heading", { name: say("ku", "payments.unfinished.title") })).toHaveCount(0);

  // No "a payment is being confirmed, wait 30 minutes": the new payment starts at once.
  await start();
  await payOnGateway(page, "ku", "4111 1111 1111 1111");
  await expect(page.locator(".receipt-status")).toContainText(say("ku", "payments.receipt.success"), {
    timeout: 20_000,
  });
});
