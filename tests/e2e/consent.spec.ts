import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

for (const [locale, refuse] of [
  ["ar", "رفض"],
  ["ku", "ڕەتکردنەوە"],
  ["en", "Refuse"],
] as const) {
  test(`consent defaults to denied and the visitor's choice is remembered (${locale})`, async ({ page, context }) => {
    await page.goto(`/${locale}/support/contact-us`);
    const consentDefault = await page.evaluate(() =>
      (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
        .map((entry) => Array.from(entry))
        .find((entry) => entry[0] === "consent" && entry[1] === "default"),
    );
    expect(consentDefault?.[2]).toMatchObject({ ad_storage: "denied", analytics_storage: "denied" });

    const banner = page.locator(".consent-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: refuse }).click();
    await expect(page.locator("#consent-title")).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "consent")?.value).toBe("denied");
    await page.reload();
    await expect(page.locator("#consent-title")).toHaveCount(0);
  });
}

test("accepting grants analytics storage on the next page", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.locator("#consent-title")).toHaveCount(0);
  await page.goto("/en/support/store-locator");
  const update = await page.evaluate(() =>
    (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
      .map((entry) => Array.from(entry))
      .find((entry) => entry[0] === "consent" && entry[1] === "update"),
  );
  expect(update?.[2]).toMatchObject({ analytics_storage: "granted" });
});

/**
 * The banner's form is sent with fetch only once the page has hydrated. The scripts start after the
 * first paint (decision 046), which on a busy machine can come after the network went quiet once:
 * wait for the route modules, then for quiet again.
 */
async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  await page.waitForLoadState("networkidle");
}

test("a form sent with fetch ignores a second submit while loading and shows Loading...", async ({ page }) => {
  await page.goto("/ar/support/contact-us");
  await hydrated(page);
  let posts = 0;
  // Held long enough that the second submit surely lands while the first is still in flight.
  await page.route("**/consent", async (route) => {
    if (route.request().method() === "POST") posts += 1;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const accept = page.locator(".consent-banner").getByRole("button").first();
  await accept.click();
  await expect(page.locator(".consent-banner")).toContainText("جارٍ التحميل...");
  await page.locator(".consent-banner form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.locator("#consent-title")).toHaveCount(0);
  expect(posts).toBe(1);
});

test("a failed submission shows a localized message and keeps the form", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/ku/support/contact-us");
  await hydrated(page);
  await page.route("**/consent", (route) => route.abort());
  await page.locator(".consent-banner").getByRole("button").first().click();
  await expect(page.getByRole("status")).toContainText("نەمانتوانی فۆرمەکە بنێرین");
  await expect(page.locator("#consent-title")).toBeVisible();
  expect(errors.some((e) => e.startsWith("Error during form submission"))).toBe(true);
});
