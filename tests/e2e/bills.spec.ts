import { readFileSync } from "node:fs";
import { billNumber } from "../../src/contracts/bill-text.ts";
import { inReadingOrder, pdfText } from "../pdf-text.ts";
import { expect, test } from "./fixtures.ts";
import { say } from "./payment-helpers.ts";
import { signInAs } from "./session.ts";

type Offering = { slug: string; translations: Record<string, { name: string }> };
const offerings = (JSON.parse(readFileSync("content/catalogue/offerings.json", "utf8")) as { offerings: Offering[] })
  .offerings;
/** The plan of the postpaid demo customer's history (src/seed/demo-usage.server.ts). */
const plan = offerings.find((o) => o.slug === "power-40");

// One journey per language, reading only: the postpaid demo customer (Karwan, 0780 000 0002)
// has three months of seeded bills. Sign-in is rate-limited per number, so one sign-in each.
for (const locale of ["ar", "ku"] as const) {
  test(`a postpaid customer opens a bill, sees its items and downloads its PDF (${locale})`, async ({ page }) => {
    // The first PDF of a server loads the PDF writer and its fonts: slow on a busy machine.
    test.setTimeout(120_000);
    const planName = plan?.translations[locale]?.name ?? "";
    expect(planName).not.toBe("");
    await signInAs(page, "07800000002");
    await page.goto(`/${locale}/myzain/bills`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(locale, "bills.title"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // The newest bill first; its card leads to the itemised page.
    await page.locator(".bill-card h3 a").first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/myzain/bills/[0-9a-f-]{36}\\?line=`));
    const billId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    const items = page.getByRole("table").first();
    await expect(
      items.getByRole("rowheader", { name: say(locale, "bills.item.plan", { name: planName }) }),
    ).toBeVisible();
    await expect(page.locator(".bill-summary")).toContainText(billNumber(billId));

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: say(locale, "bills.pdf") }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`bill-${billNumber(billId)}-${locale}.pdf`);
    const bytes = new Uint8Array(readFileSync(await file.path()));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain(say(locale, "bills.pdf.title"));
    // The item, then the plan's name, in reading order (pdftotext spaces the colon its own way).
    const item = say(locale, "bills.item.plan", { name: "" }).replace(/[:\s]+$/, "");
    expect(inReadingOrder(text, [item, planName]), text).toBe(true);
    expect(text).toContain(billNumber(billId));
  });
}
