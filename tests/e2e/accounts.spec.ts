import { enterCode, signOut, submitNumber } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

const journeys = [
  { locale: "ar", number: "07801000101", name: "زينب كريم" },
  { locale: "ku", number: "07801000102", name: "ئاڤان جەمال" },
  { locale: "en", number: "07801000103", name: "Sara Yousif" },
] as const;

for (const { locale, number, name } of journeys) {
  test(`${locale}: sign up with the SMS code, sign out, sign in through a protected page, reset the password`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Sign up: number, code, details.
    await page.goto(`/${locale}/registration/signup`);
    await submitNumber(page, number);
    await enterCode(page, request, number);
    await expect(page).toHaveURL(new RegExp(`/${locale}/registration/signup$`));
    await page.locator("#field-name").fill(name);
    await page.locator("#field-password").fill("citadel of erbil 1st");
    await page.locator(".auth-form button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/myzain$`));
    await expect(page.locator(".session-name").first()).toHaveText(name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Sign out, then ask for a protected page: sent to login with the way back, and back after sign-in.
    await signOut(page);
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await page.goto(`/${locale}/myzain/statement?period=month`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?redirect=`));
    await page.locator("#field-msisdn").fill(number);
    await page.locator("#field-password").fill("citadel of erbil 1st");
    await page.locator(".auth-form button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/myzain/statement\\?period=month$`));

    // Forgotten password: code, new password, signed in again; then sign out.
    await signOut(page);
    await page.goto(`/${locale}/registration/forget-password`);
    await submitNumber(page, number);
    await enterCode(page, request, number);
    await expect(page).toHaveURL(new RegExp(`/${locale}/registration/reset-password$`));
    await page.locator("#field-password").fill("tigris at night 2026");
    await page.locator(".auth-form button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/myzain$`));
    await signOut(page);
  });
}

test("a wrong password shows a localized message next to the form, and the form keeps working", async ({ page }) => {
  await page.goto("/ar/registration/login");
  await page.locator("#field-msisdn").fill("07800000001");
  await page.locator("#field-password").fill("not-the-password");
  await page.locator(".auth-form button[type=submit]").click();
  await expect(page.locator(".form-message")).toContainText("الرقم أو كلمة المرور غير صحيحة");
});

test("the browser checks the number before sending, with the same rules as the server", async ({ page }) => {
  await page.goto("/ku/registration/login");
  await page.waitForLoadState("networkidle");
  await page.locator("#field-msisdn").fill("0770 123 4567");
  await page.locator("#field-password").fill("whatever");
  await page.locator(".auth-form button[type=submit]").click();
  await expect(page.locator("#field-msisdn-error")).toContainText("ژمارەیەکی مۆبایلی زەین بنووسە");
  await expect(page).toHaveURL(/\/ku\/registration\/login$/);
});

test("a signed-in visitor on a registration page is told so, with links to myzain and sign-out", async ({ page }) => {
  await page.goto("/en/registration/login");
  await page.locator("#field-msisdn").fill("0780 000 0001");
  await page.locator("#field-password").fill("Demo-Pass-2026");
  await page.locator(".auth-form button[type=submit]").click();
  await expect(page).toHaveURL(/\/en\/myzain$/);
  await page.goto("/en/registration/signup");
  await expect(page.locator(".signed-in-panel")).toContainText("You are signed in as Layla Hassan.");
  await page.goto("/en/signin");
  await expect(page).toHaveURL(/\/en\/myzain$/);
});
