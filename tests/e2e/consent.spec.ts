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
