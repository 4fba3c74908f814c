import type { Page } from "@playwright/test";
import { textProblems } from "../../src/i18n/language/text-rules.ts";
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

/**
 * Decision 066 on rendered pages: what the formatter prints and what the texts say agree, so an
 * Arabic or Kurdish page shows one digit style (Latin digits only where something is isolated
 * left to right: codes, phone numbers), the percent sign after the number, and the brand in the
 * page's script. The same rules as `npm run language:check`, applied to the page's text.
 */
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Text of the page body, node by node. Text isolated left to right (<bdi dir="ltr">) is read too:
 * only codes, phone numbers and Latin names may keep Latin digits there, as in any text.
 */
async function proseOf(page: Page): Promise<string[]> {
  return page.locator("body").evaluate((body) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, [hidden]")) continue;
      // Another language's own name in the language switcher ("العربية" on a Kurdish page).
      if (parent.closest("[lang]")?.getAttribute("lang") !== document.documentElement.lang) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

async function expectOneStyle(page: Page, locale: "ar" | "ku") {
  const problems = (await proseOf(page)).flatMap((text) =>
    textProblems(text, locale).map((p) => `${p.rule} "${p.found}" in "${text}"`),
  );
  expect(problems, page.url()).toEqual([]);
}

for (const locale of ["ar", "ku"] as const) {
  test(`${locale}: an offer list shows names and prices in one digit style`, async ({ page }) => {
    await page.goto(`/${locale}/prepaid/data-only-offers`);
    const card = page.locator(".offer-card").first();
    await expect(card).toBeVisible();
    // A name such as "باقة ١ غيغابايت" beside a price such as "١٬٠٠٠ د.ع.": no Western digit in either.
    await expect(card.locator("h3")).toHaveText(/[٠-٩]/);
    await expect(card.locator("h3")).not.toHaveText(/[0-9]/);
    await expect(card.locator(".offer-price")).not.toHaveText(/[0-9]/);
    await expectOneStyle(page, locale);
  });

  test(`${locale}: a phone campaign and an offers campaign follow the record`, async ({ page }) => {
    await page.goto(`/${locale}/member-area/galaxy-a-15`);
    await expect(page.locator("main h1")).toBeVisible();
    await expectOneStyle(page, locale);
    await page.goto(`/${locale}/member-area/fol-el-fol-bundles`);
    await expect(page.locator("main h1")).toBeVisible();
    await expectOneStyle(page, locale);
  });

  test(`${locale}: the myzain dashboard shows amounts and the brand in the page's script`, async ({ page }) => {
    await signInAs(page, locale === "ar" ? "07800000001" : "07800000002");
    await page.goto(`/${locale}/myzain`);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("body")).not.toContainText("myzain");
    await expectOneStyle(page, locale);
  });

  test(`${locale}: a percentage reads ٣٨٪, as Intl prints it`, async ({ page }) => {
    await page.goto(`/${locale}/about-us/press-release-single?release=first-half-2026-customer-milestone`);
    await expect(page.locator("main")).toContainText("٣٨٪");
    await expect(page.locator("main")).not.toContainText("%");
    await expectOneStyle(page, locale);
  });
}
