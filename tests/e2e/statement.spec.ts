import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

type Offering = { slug: string; translations: Record<string, { name: string }> };
const offerings = (JSON.parse(readFileSync("content/catalogue/offerings.json", "utf8")) as { offerings: Offering[] })
  .offerings;
/** The demo history buys this bundle every week (src/seed/demo-usage.server.ts). */
const weekly = offerings.find((o) => o.slug === "bikaifi-210");

const text = {
  ar: {
    purchase: "شراء باقة",
    kind: "نوع العملية",
    show: "اعرض",
    from: "من تاريخ",
    to: "إلى تاريخ",
    header: "التاريخ والوقت (بتوقيت بغداد),العملية,التفاصيل,المبلغ (دينار عراقي),الرصيد بعد العملية (دينار عراقي)",
    periodError: "اختر فترة تنتهي بعد بدايتها",
  },
  ku: {
    purchase: "کڕینی پاکێج",
    kind: "جۆری مامەڵە",
    show: "پیشانی بدە",
    from: "لە بەرواری",
    to: "تا بەرواری",
    header: "بەروار و کات (بە کاتی بەغدا),مامەڵە,وردەکاری,بڕ (دیناری عێراقی),باڵانس دوای مامەڵەکە (دیناری عێراقی)",
    periodError: "ماوەیەک هەڵبژێرە کە دوای دەستپێکەکەی کۆتایی بێت",
  },
} as const;

/** Opens the statement as the prepaid demo customer (signed in without the sign-in page). */
async function openStatement(page: Page, locale: "ar" | "ku") {
  await signInAs(page, "07800000001");
  await page.goto(`/${locale}/myzain/statement`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/myzain/statement$`));
}

// One journey per language: the login limit (10 a number per 15 minutes) is shared with every
// other spec that signs in as the same demo customer.
for (const locale of ["ar", "ku"] as const) {
  const t = text[locale];
  const bundle = weekly?.translations[locale]?.name ?? "";

  test(`the statement lists money movements, filters to purchases, downloads a safe CSV and explains a wrong period (${locale})`, async ({
    page,
  }) => {
    expect(bundle).not.toBe("");
    await openStatement(page, locale);
    const rows = page.locator(".statement-table tbody tr");
    await expect(rows.first()).toBeVisible();
    // The seeded weekly Bikaifi purchases; other tests may have bought something since.
    const purchase = page.locator('.statement-table tbody tr[data-kind="purchase"]', { hasText: bundle }).first();
    await expect(purchase).toBeVisible();
    await expect(purchase).toContainText(t.purchase);
    if (locale === "ku") {
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing sticks out sideways on a phone (in RTL such overflow could not even be scrolled to).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    }

    await page.getByLabel(t.kind, { exact: true }).selectOption({ label: t.purchase });
    await page.getByRole("button", { name: t.show }).click();
    await expect(page).toHaveURL(/kind=purchase/);
    await expect(rows.first()).toContainText(t.purchase);
    const kinds = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-kind")));
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(["purchase"]));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(".statement-actions a[download]").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-9647800000001-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(t.header);
    expect(lines.length).toBe(kinds.length + 1);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
      expect(line).toContain(`,${t.purchase},`);
      // A debit is a plain negative number, never text.
      expect(line).toMatch(/,-\d+,-?\d+$/);
    }
    expect(lines.join("\n")).toContain(bundle);
    // No cell, quoted or not, starts a formula.
    expect(lines.join("\n")).not.toMatch(/(^|,)"?=/m);

    // A period that ends before it starts: the API's own words in the form, not an error page.
    await page.getByLabel(t.from, { exact: true }).fill("2026-03-10");
    await page.getByLabel(t.to, { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: t.show }).click();
    await expect(page.locator(".statement-filter .form-message")).toContainText(t.periodError);
    await expect(page.getByLabel(t.from, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".statement-table")).toHaveCount(0);
    if (locale === "ku") expect(await seriousViolations(page)).toEqual([]);
  });
}
