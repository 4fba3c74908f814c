import { expect, test } from "./fixtures.ts";

for (const [from, to, name] of [
  ["en", "ar", "العربية"],
  ["ar", "ku", "کوردی"],
  ["ku", "en", "English"],
] as const) {
  test(`switching from ${from} to ${to} keeps the page and query and remembers the choice`, async ({
    page,
    context,
  }) => {
    await page.goto(`/${from}/prepaid/new-sim?ref=campaign`);
    await page.waitForLoadState("networkidle");
    const switcher = page.locator(".mobile-menu");
    await page.locator(".mobile-menu > summary").click();
    await switcher.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${to}/prepaid/new-sim\\?ref=campaign$`));
    await expect(page.locator("html")).toHaveAttribute("lang", to === "ku" ? "ckb" : to);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator(".error-page")).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie).toMatchObject({ value: to, path: "/", sameSite: "Lax" });
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the language switch and the mobile menu still work", async ({ page, context }) => {
    await page.goto("/ar/support/contact-us");
    await page.locator(".mobile-menu > summary").click();
    await page.locator(".mobile-menu").getByRole("link", { name: "کوردی" }).click();
    await expect(page).toHaveURL(/\/ku\/support\/contact-us$/);
    expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("ku");
  });
});

test("a slow navigation shows the progress bar, which goes away when it completes", async ({ page }) => {
  await page.goto("/en");
  await page.waitForLoadState("networkidle");
  await page.route("**/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator(".quick-actions").getByRole("link").first().click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/prepaid\/recharge-my-prepaid-line$/);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator(".error-page")).toHaveCount(0);
});

for (const locale of ["en", "ar", "ku"]) {
  test(`an unknown address shows "Page not found" with 404 in ${locale}, with links home and to search`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Page not found: /${locale}/no/such/page`)).toBeVisible();
    await expect(page.locator("main").getByRole("search")).toBeVisible();
    await expect(page.locator(".error-actions a")).toHaveAttribute("href", `/${locale}`);
  });
}

test("client navigation between sections renders each page in its own layout", async ({ page }) => {
  await page.goto("/en/prepaid/kafoo");
  await expect(page.locator('[data-layout="postcat"]')).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.locator("footer").getByRole("link", { name: "Contact sales" }).click();
  await expect(page).toHaveURL(/\/en\/business\/contact-us$/);
  await expect(page.locator('[data-layout="postcatbusiness"]')).toBeVisible();
  await expect(page.locator("main h1")).toBeVisible();
  await page.locator("footer").getByRole("link", { name: "Who we are" }).click();
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.locator(".error-page")).toHaveCount(0);
});
