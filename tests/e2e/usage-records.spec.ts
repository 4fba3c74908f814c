import { readFileSync } from "node:fs";
import arProfile from "../../src/i18n/messages/ar/profile.json" with { type: "json" };
import arUsage from "../../src/i18n/messages/ar/usage.json" with { type: "json" };
import kuProfile from "../../src/i18n/messages/ku/profile.json" with { type: "json" };
import kuUsage from "../../src/i18n/messages/ku/usage.json" with { type: "json" };
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { expect, test } from "./fixtures.ts";
import { setSessionCookie, signInAs } from "./session.ts";

const PATH = "myzain/consumption-history";

// Reading only: the prepaid demo customer's 90 days of rated history (src/seed/demo-usage.server.ts).
const reading = [
  {
    locale: "ar",
    m: arUsage,
    filter: { name: "paidFrom", value: "balance" },
    label: arUsage["usage.records.paidFrom.balance"],
  },
  { locale: "ku", m: kuUsage, filter: { name: "type", value: "voice" }, label: null },
] as const;

for (const { locale, m, filter, label } of reading) {
  test(`${locale}: the usage records list what paid for each, filter with a plain form, page and download as CSV`, async ({
    page,
  }) => {
    // Axe over 50 records and four charts takes a while on a loaded machine.
    test.setTimeout(120_000);
    await signInAs(page, "07800000001");
    await page.goto(`/${locale}/${PATH}`);
    const section = page.locator("#usage-records");
    const rows = section.locator(".usage-records-table tbody tr");
    await expect(rows.first()).toBeVisible();
    // 30 days of a busy line: more than a page, so older records follow by a link.
    await expect(rows).toHaveCount(50);
    await expect(section.getByRole("link", { name: m["usage.records.older"] })).toBeVisible();
    // Bundles paid for some records: the demo buys Bikaifi 210 every week.
    await expect(section.locator('tbody tr[data-paid-from="bundle"]').first()).toBeVisible();

    await section.locator(`select[name=${filter.name}]`).selectOption(filter.value);
    await section.getByRole("button", { name: m["usage.records.filter.submit"] }).click();
    await expect(page).toHaveURL(new RegExp(`${filter.name}=${filter.value}`));
    await expect(rows.first()).toBeVisible();
    const attribute = filter.name === "type" ? "data-type" : "data-paid-from";
    const values = await rows.evaluateAll((all, name) => all.map((r) => r.getAttribute(name)), attribute);
    const allowed = filter.name === "type" ? ["voice"] : ["balance", "bundle_and_balance"];
    expect(values.every((v) => allowed.includes(v ?? ""))).toBe(true);
    if (label) await expect(rows.first().locator(".usage-paid-from")).toContainText(label);
    // A number called shows partly hidden, never whole.
    if (filter.name === "type") await expect(rows.first()).toContainText("•••");

    const [download] = await Promise.all([page.waitForEvent("download"), section.locator("a[download]").click()]);
    expect(download.suggestedFilename()).toMatch(/^usage-9647800000001-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      [
        m["usage.csv.dateTime"],
        m["usage.csv.type"],
        m["usage.csv.party"],
        m["usage.csv.amount"],
        m["usage.csv.unit"],
        m["usage.records.column.paidFrom"],
        m["usage.csv.cost"],
      ].join(","),
    );
    // Every record of the period that the filter takes, not only the page on screen.
    expect(lines.length - 1).toBeGreaterThanOrEqual(values.length);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
      // Amount and cost are plain numbers a spreadsheet can sum.
      expect(line).toMatch(/,\d+(\.\d+)?,[^,]+,.+,\d+$/);
    }
    // No cell, quoted or not, starts a formula.
    expect(lines.join("\n")).not.toMatch(/(^|,)"?[=+@-]/m);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

// Writing: each journey switches paperless bills on for a postpaid demo line of its own.
const paperless = [
  { locale: "ar", m: arProfile, national: "07901001200", name: "هدى سامي" },
  { locale: "ku", m: kuProfile, national: "07901001204", name: "هێرۆ سەلام" },
] as const;

for (const { locale, m, national, name } of paperless) {
  test(`${locale}: a postpaid customer switches paperless bills on, and it holds without JavaScript`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const own = await ownCustomer(request, national, { name, language: locale });
    await setSessionCookie(page, own.token);
    await page.goto(`/${locale}/myzain/profile-and-settings`);
    const section = page.locator("#profile-paperless");
    await expect(section.getByRole("heading", { name: m["profile.paperless.title"] })).toBeVisible();
    const box = section.getByRole("checkbox", { name: m["profile.paperless.choice"] });
    await expect(box).not.toBeChecked();
    await expect(section).toContainText(m["profile.paperless.introNoEmail"]);
    await box.check();
    await section.getByRole("button", { name: m["profile.paperless.save"] }).click();
    await expect(section.getByRole("status")).toHaveText(m["profile.paperless.savedOn"]);
    await page.reload();
    await expect(page.locator("#profile-paperless").getByRole("checkbox")).toBeChecked();

    // Without JavaScript the same plain form switches it off again.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(`/${locale}/myzain/profile-and-settings`);
    const again = plain.locator("#profile-paperless");
    await again.getByRole("checkbox").uncheck();
    await again.getByRole("button", { name: m["profile.paperless.save"] }).click();
    await expect(plain.locator("#profile-paperless").getByRole("status")).toHaveText(m["profile.paperless.savedOff"]);
    await expect(plain.locator("#profile-paperless").getByRole("checkbox")).not.toBeChecked();
    await noScript.close();
  });
}
