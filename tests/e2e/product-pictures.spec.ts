import type { Locator, Page } from "@playwright/test";
import { asClient, expect, test } from "./fixtures.ts";

test.use(asClient(84));

/** The picture is on screen, sized by its attributes (no layout shift) and really drawn. */
async function expectDrawn(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("width", /^\d+$/);
  await expect(picture).toHaveAttribute("height", /^\d+$/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/** The computed transform of the first icon of that name on the page. */
const transformOf = (page: Page, icon: string) =>
  page
    .locator(`svg.icon:has(use[href$="#${icon}"])`)
    .first()
    .evaluate((svg) => getComputedStyle(svg).transform);

for (const lang of ["en", "ar"]) {
  test(`offer cards show their product's picture (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/prepaid/data-only-offers`);
    const pictures = page.locator(".offer-card > img.product-picture");
    expect(await pictures.count()).toBe(await page.locator(".offer-card").count());
    await expectDrawn(pictures.first());
    // The name is written right beside the picture: screen readers hear it once.
    await expect(pictures.first()).toHaveAttribute("alt", "");
  });

  test(`a phone campaign shows the phone beside its order form (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/member-area/huawei-pura-70`);
    const phone = page.locator("#order .phone-order-pictures img");
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute("src", "/images/products/huawei-pura-70.svg");
    await expect(phone).toHaveAttribute("alt", /Pura 70/);
    await expectDrawn(phone);
  });

  test(`ordering a phone online shows the chosen phone (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/order?offering=galaxy-z-flip`);
    const phone = page.locator(".order-offering img.product-picture");
    await expect(phone).toHaveAttribute("src", "/images/products/galaxy-z-flip.svg");
    await expectDrawn(phone);
  });
}

test("a two-phone campaign shows both phones, each its own drawing", async ({ page }) => {
  await page.goto("/en/member-area/galaxy-z-flip-fold");
  const phones = page.locator("#order .phone-order-pictures img");
  await expect(phones).toHaveCount(2);
  const sources = await phones.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(new Set(sources).size).toBe(2);
});

test("icons come from the one sprite; arrows turn round in Arabic, other icons never do", async ({ page, request }) => {
  await page.goto("/en");
  const href = await page.locator('svg.icon use[href$="#recharge"]').first().getAttribute("href");
  expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#recharge$/);
  const sprite = await request.get(href?.split("#")[0] ?? "");
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(await sprite.text()).toContain('<symbol id="recharge"');
  // The carousel's arrows appear once its script runs.
  await expect(page.locator('use[href$="#chevron-forward"]')).toHaveCount(1);
  expect(await transformOf(page, "chevron-forward")).toBe("none");
  expect(await transformOf(page, "recharge")).toBe("none");

  await page.goto("/ar");
  await expect(page.locator('use[href$="#chevron-forward"]')).toHaveCount(1);
  expect(await transformOf(page, "chevron-forward")).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  expect(await transformOf(page, "chevron-back")).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  expect(await transformOf(page, "recharge")).toBe("none");
  expect(await transformOf(page, "store")).toBe("none");
});
