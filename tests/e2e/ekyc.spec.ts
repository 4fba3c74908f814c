/**
 * The identity check's photo steps in a phone's browser: without an order they explain how to
 * start one; photos that cannot be used are refused with the API's message in the page's language
 * (with and without JavaScript); an upload cut in the middle finishes by itself.
 */
import { expect, type Page, test } from "@playwright/test";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { pngImage, textFile } from "../factories/images.ts";
import { esimDraft, useDraft } from "./ekyc-helpers.ts";
import { say } from "./payment-helpers.ts";

const file = (name: string, bytes: Uint8Array) => ({ name, mimeType: "image/png", buffer: Buffer.from(bytes) });
/** The page down to the form's end, without the footer. */
const SHOT = { fullPage: true, clip: { x: 0, y: 0, width: 412, height: 1900 } };
const status = (page: Page, field: string) => page.locator(`#field-${field}-status`);

for (const lang of ["ku", "ar"] as const) {
  test(`${lang}: without an order, each step says how to start one`, async ({ page }) => {
    for (const step of [1, 2, 3]) {
      const response = await page.goto(`/${lang}/ekyc/step-${step}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(lang, "ekyc.noDraft.title"));
      await expect(page.getByRole("link", { name: say(lang, "ekyc.noDraft.start") })).toHaveAttribute(
        "href",
        `/${lang}/order`,
      );
    }
  });

  test(`${lang}: a file that is not a photo and a picture too small to read are refused beside the field`, async ({
    page,
    context,
  }) => {
    await useDraft(context, esimDraft());
    await page.goto(`/${lang}/ekyc/step-1`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.locator("#field-front").setInputFiles(file("letter.png", textFile()));
    await expect(status(page, "front")).toHaveText(say(lang, "errors.file_type_not_allowed"));
    await expect(page.locator("#field-front")).toHaveAttribute("aria-invalid", "true");

    await page.locator("#field-back").setInputFiles(file("thumb.png", pngImage(200, 150)));
    const tooSmall = [
      say(lang, "errors.file_too_small", { minKb: 30 }),
      say(lang, "errors.image_too_small", { minWidth: 600, minHeight: 400 }),
    ];
    await expect(status(page, "back")).toHaveClass("field-error");
    expect(tooSmall).toContain(await status(page, "back").textContent());
    await page.screenshot({ path: `test-results/ekyc-step-1-${lang}.png`, ...SHOT });
  });
}

test("ar: a photo chosen before the page's script has run is checked once it runs", async ({ page, context }) => {
  await useDraft(context, esimDraft());
  // The page's scripts are held back until the photo is in the field, as on a slow network.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/ar/ekyc/step-1", { waitUntil: "domcontentloaded" });
  await page.locator("#field-front").setInputFiles(file("letter.png", textFile()));
  await expect(status(page, "front")).toHaveText(say("ar", "uploads.choose"));
  release();
  await expect(status(page, "front")).toHaveText(say("ar", "errors.file_type_not_allowed"));
  await expect(page.locator("#field-front")).toHaveAttribute("aria-invalid", "true");
});

test("ku: an upload cut in the middle resumes and finishes", async ({ page, context }) => {
  await useDraft(context, esimDraft());
  let patches = 0;
  await page.route("**/api/v1/uploads/**", async (route) => {
    if (route.request().method() !== "PATCH") return route.continue();
    patches += 1;
    // The first PATCH is dropped as a lost connection would drop it; tus asks where it stopped and goes on.
    return patches === 1 ? route.abort("connectionreset") : route.continue();
  });
  await page.goto("/ku/ekyc/step-1");
  await page.locator("#field-front").setInputFiles(file("front.png", pngImage(1000, 640)));
  await expect(status(page, "front")).toHaveText(say("ku", "uploads.done"), { timeout: 20_000 });
  expect(patches).toBeGreaterThanOrEqual(2);
  await expect(page.locator('input[name="front_upload"]')).toHaveValue(/^[0-9a-f-]{36}$/);
});

test("ar: with JavaScript both card photos upload and the step goes on to the selfie", async ({ page, context }) => {
  await useDraft(context, esimDraft());
  await page.goto("/ar/ekyc/step-1");
  await page.locator("#field-front").setInputFiles(file("front.png", pngImage(1000, 640)));
  await page.locator("#field-back").setInputFiles(file("back.png", pngImage(1000, 640)));
  await expect(status(page, "front")).toHaveText(say("ar", "uploads.done"), { timeout: 20_000 });
  await expect(status(page, "back")).toHaveText(say("ar", "uploads.done"), { timeout: 20_000 });
  await page.getByRole("button", { name: say("ar", "ekyc.continue") }).click();
  await expect(page).toHaveURL(/\/ar\/ekyc\/step-2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(say("ar", "ekyc.selfie.title"));
  await page.screenshot({ path: "test-results/ekyc-step-2-ar.png", ...SHOT });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["ku", "ar"] satisfies LocaleCode[]) {
    test(`${lang}: the form posts the photos; a bad one is refused beside its field, the good one kept`, async ({
      page,
      context,
    }) => {
      await useDraft(context, esimDraft());
      await page.goto(`/${lang}/ekyc/step-1`);
      await page.locator("#field-front").setInputFiles(file("front.png", pngImage(1000, 640)));
      await page.locator("#field-back").setInputFiles(file("letter.png", textFile()));
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: say(lang, "ekyc.continue") }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(status(page, "back")).toHaveText(say(lang, "errors.file_type_not_allowed"));
      await expect(status(page, "front")).toHaveText(say(lang, "uploads.done"));
      await page.screenshot({ path: `test-results/ekyc-nojs-${lang}.png`, ...SHOT });

      await page.locator("#field-back").setInputFiles(file("back.png", pngImage(1000, 640)));
      await page.getByRole("button", { name: say(lang, "ekyc.continue") }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/ekyc/step-2$`));
    });
  }
});
