/** Signing in with an SMS code instead of the password (issue 21), as a customer does it. */
import { enterCode, submitNumber } from "./auth-helpers.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";

// Sign-up and sign-in codes count against the hourly allowance of the address that asks for them.
test.use(asClient(101));

test("ar: sign in with a code from the SMS instead of the password", async ({ page, request }) => {
  const customer = await ownCustomer(request, "07901000941", { name: "مريم حسين", language: "ar" });
  await page.goto("/ar/registration/login");
  await page.getByRole("link", { name: "سجّل الدخول برمز في رسالة نصية بدلًا من ذلك" }).click();
  await expect(page).toHaveURL(/\/ar\/registration\/login\?with=code$/);
  await expect(page.locator("#field-password")).toHaveCount(0);
  await submitNumber(page, customer.national);
  await enterCode(page, request, customer.national);
  await expect(page).toHaveURL(/\/ar\/myzain$/);
  await expect(page.locator(".session-name").first()).toHaveText("مريم حسين");
});

test("ku: a protected page asks to sign in; by code, the customer comes back to it", async ({ page, request }) => {
  const customer = await ownCustomer(request, "07901000942", { name: "ڕێژنە عومەر", language: "ku" });
  await page.goto("/ku/myzain/statement?period=month");
  await expect(page).toHaveURL(/\/ku\/login\?redirect=/);
  await page.getByRole("link", { name: "لەجیاتی ئەوە بە کۆدی نامە بچۆ ژوورەوە" }).click();
  await expect(page).toHaveURL(/\/ku\/login\?redirect=.*&with=code$/);
  await submitNumber(page, customer.national);
  // A wrong code first: a localized error, and the form still takes the right one.
  await expect(page).toHaveURL(/\/registration\/verify-code$/);
  await page.locator("#field-code").fill("000000");
  await page.locator('.auth-form button[value="verify"]').click();
  await expect(page.locator("#field-code-error, .field-error").first()).toBeVisible();
  await page.locator("#field-code").fill("");
  await enterCode(page, request, customer.national);
  await expect(page).toHaveURL(/\/ku\/myzain\/statement\?period=month$/);
  await expect(page.locator(".session-name").first()).toHaveText("ڕێژنە عومەر");
});
