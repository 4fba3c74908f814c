import { expect, test } from "./fixtures.ts";

test("the English home page is server-rendered left to right", async ({ page }) => {
  const response = await page.goto("/en");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test.describe("an Arabic-speaking browser", () => {
  test.use({ locale: "ar-IQ" });
  test("is sent from / to the Arabic site, right to left", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test("the API reference renders from our own assets", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  await page.goto("/api/docs");
  // Swagger UI parses 1.4 MB of script and then the whole description: slow on a loaded machine.
  await expect(page.getByRole("heading", { name: /Zain Iraq API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("/readyz").first()).toBeVisible();
  expect(outside).toEqual([]);
});

test("the routes a page prefetches keep to its content security policy (zod's eval probe stays off)", async ({
  page,
}) => {
  const afterLoad: string[] = [];
  await page.goto("/en");
  page.on("request", (request) => {
    if (request.resourceType() === "script") afterLoad.push(request.url());
  });
  // Visible links are prefetched a second after they appear; the form pages among them bring zod.
  await expect.poll(() => afterLoad.some((url) => /\/assets\/zod-browser-/.test(url)), { timeout: 10_000 }).toBe(true);
  await page.waitForLoadState("networkidle");
  // The fixture fails the test on any CSP issue the browser reported.
});
