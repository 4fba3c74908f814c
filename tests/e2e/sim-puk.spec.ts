/** A SIM's PUK in myzain (issue 21): shown only after the customer proves it is them again. */
import { codeFor } from "./auth-helpers.ts";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { setSessionCookie, signInAs } from "./session.ts";

test.use(asClient(102));

test("ar: from the profile, the password again shows the PUK; a wrong one says so", async ({ page, request }) => {
  const customer = await ownCustomer(request, "07901000943", { name: "سلوى جاسم", language: "ar" });
  await setSessionCookie(page, customer.token);
  await page.goto("/ar/myzain/profile-and-settings");
  await page.getByRole("link", { name: "اعرض رمز PUK لشريحتك" }).click();
  await expect(page).toHaveURL(/\/ar\/myzain\/sim-puk$/);
  // One line only: the code way says why it cannot be used.
  await expect(page.getByText("لا يوجد في حسابك خط جوال آخر فعّال يستقبل الرمز")).toBeVisible();

  await page.locator("#field-password").fill("not my password at all");
  await page.getByRole("button", { name: "اعرض رمز PUK" }).click();
  await expect(page.locator("#field-password-error")).toBeVisible();
  await expect(page.locator(".puk-code")).toHaveCount(0);

  await page.locator("#field-password").fill(customer.password);
  await page.getByRole("button", { name: "اعرض رمز PUK" }).click();
  await expect(page.locator(".puk-code")).toHaveText(/^\d{8}$/);
  await expect(page.locator(".puk-result")).toContainText("موظفو زين لن يطلبوه منك أبدًا");
});

test("ku: a business customer gets a code on another line of the account and sees the PUK", async ({
  page,
  request,
}) => {
  await signInAs(page, "07800000003");
  await page.goto("/ku/myzain/sim-puk");
  await page.locator("#puk-code-line").selectOption({ label: "0780 000 0004" });
  await page.getByRole("button", { name: "کۆدێکم بۆ بنێرە" }).click();
  await expect(page.locator("#field-code")).toBeVisible();
  await page.locator("#field-code").fill(await codeFor(request, "07800000004"));
  await page.getByRole("button", { name: "کۆدی PUK پیشان بدە" }).last().click();
  await expect(page.locator(".puk-code")).toHaveText(/^\d{8}$/);
  await expect(page.locator(".puk-result h2")).toContainText("0780 000 0003");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
