import { offerPages as configured } from "../../app/lib/offer-pages.ts";
import { expect, test } from "./fixtures.ts";

const offerPages = Object.keys(configured).map((path) => path.replace("{product}", "zain"));

for (const locale of ["en", "ar", "ku"]) {
  test(`product pages list real offers with prices and no untranslated keys (${locale})`, async ({ request }) => {
    for (const path of offerPages) {
      const html = await (await request.get(`/${locale}/${path}`)).text();
      const cards = html.match(/class="card offer-card"/g)?.length ?? 0;
      expect(cards, path).toBeGreaterThan(0);
      expect(html, path).not.toMatch(/>\s*(offers|nav|auth|errors)\.[a-zA-Z_.]+\s*</);
      expect(html, path).toMatch(locale === "en" ? /IQD/ : /د\.ع/);
    }
  });
}

test("on a phone, what a bundle costs in Turkey is two clicks away", async ({ page }) => {
  await page.goto("/ar/prepaid/roaming-and-international-offers");
  await page.locator("#country").selectOption("TR");
  await page.getByRole("button", { name: "اعرض الأسعار والباقات" }).click();
  await expect(page).toHaveURL(/country=TR/);
  const cards = page.locator(".offer-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator(".offer-price")).toContainText("د.ع");
});

test("buying from an offer card takes a signed-out visitor through sign-in and back to the offer", async ({ page }) => {
  await page.goto("/ku/prepaid/data-only-offers");
  const buy = page.locator(".offer-card").first().locator("a.button");
  const href = await buy.getAttribute("href");
  expect(href).toMatch(/^\/ku\/myzain\/hot-bundles\?offer=[a-z0-9-]+$/);
  await buy.click();
  await expect(page).toHaveURL(/\/ku\/login\?redirect=/);
  await page.locator("#field-msisdn").fill("07800000001");
  await page.locator("#field-password").fill("Demo-Pass-2026");
  await page.locator(".auth-form button[type=submit]").click();
  await expect(page).toHaveURL(new RegExp(`${(href ?? "").replace(/[?]/g, "\\?")}$`));
});

test("the home page features current hot offers with a way to buy", async ({ page }) => {
  await page.goto("/ku");
  const featured = page.locator('section[aria-labelledby="featured-heading"] .offer-card');
  await expect(featured.first()).toBeVisible();
  await expect(featured.first().locator("a.button")).toHaveAttribute(
    "href",
    // A bundle is bought in myzain; a SIM, plan or phone is ordered online.
    /^\/ku\/myzain\/hot-bundles\?offer=|^\/ku\/order\?offering=|^\/ku\/member-area\//,
  );
});
