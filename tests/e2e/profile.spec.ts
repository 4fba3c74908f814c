import type { Page } from "@playwright/test";
import ar from "../../src/i18n/messages/ar/profile.json" with { type: "json" };
import ku from "../../src/i18n/messages/ku/profile.json" with { type: "json" };
import { codeFor } from "./auth-helpers.ts";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { expect, test } from "./fixtures.ts";

const PAGE = "/myzain/profile-and-settings";

async function signIn(page: Page, locale: string, national = "07800000002", password = "Demo-Pass-2026") {
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}${PAGE}`)}`);
  await page.locator("#field-msisdn").fill(national);
  await page.locator("#field-password").fill(password);
  await page.locator(".auth-form button[type=submit]").click();
  await expect(page).toHaveURL(new RegExp(`/${locale}${PAGE}$`));
}

// Each journey changes a customer of its own (an ordinary postpaid demo line signed up for it), so
// the journeys run side by side and each passes alone.
const journeys = [
  {
    locale: "ku",
    m: ku,
    customer: { national: "07901000216", name: "کاروان عەزیز" },
    line: "07801000123",
    shown: "0780 100 0123",
    name: "کاروان عەزیز محەمەد",
  },
  {
    locale: "ar",
    m: ar,
    customer: { national: "07901000220", name: "كاروان عزيز" },
    line: "07801000124",
    shown: "0780 100 0124",
    name: "كاروان عزيز محمد",
  },
] as const;

for (const { locale, m, customer, line, shown, name } of journeys) {
  test(`${locale}: change the name, add a line with the code sent to it, suspend it and resume it`, async ({
    page,
    request,
  }) => {
    const own = await ownCustomer(request, customer.national, { name: customer.name, language: locale });
    await signIn(page, locale, own.national, own.password);

    const details = page.locator("#profile-details");
    const nameField = details.locator("#field-name");
    const before = await nameField.inputValue();
    expect(before).toBe(customer.name);
    await nameField.fill(name);
    await details.getByRole("button", { name: m["profile.details.save"] }).click();
    await expect(details.getByRole("status")).toHaveText(m["profile.details.saved"]);
    await page.reload();
    await expect(page.locator("#field-name")).toHaveValue(name);
    // And back: a second change saves too.
    await page.locator("#field-name").fill(before);
    await details.getByRole("button", { name: m["profile.details.save"] }).click();
    await expect(details.getByRole("status")).toHaveText(m["profile.details.saved"]);
    await page.reload();
    await expect(page.locator("#field-name")).toHaveValue(before);

    const add = page.locator("#profile-add-line");
    await add.locator("#field-msisdn").fill(line);
    await add.getByRole("button", { name: m["profile.addLine.send"] }).click();
    await expect(add.locator("bdi")).toHaveText(shown);
    expect(page.url()).not.toContain("code=");
    await add.locator("#field-code").fill(await codeFor(request, line));
    await add.getByRole("button", { name: m["profile.addLine.verify"] }).click();
    await expect(add.getByRole("status")).toContainText(shown);
    expect(page.url()).not.toContain("code=");

    const lines = page.locator("#profile-lines");
    const item = lines.locator(".profile-item", { hasText: shown });
    await expect(item).toContainText(m["profile.lines.active"]);
    await item.getByRole("checkbox", { name: m["profile.lines.confirm"] }).check();
    await item.getByRole("button", { name: m["profile.lines.suspend"] }).click();
    await expect(lines.getByRole("status")).toHaveText(m["profile.lines.suspendedDone"]);
    await expect(item.locator(".profile-badge")).toHaveText(m["profile.lines.suspended"]);

    await item.getByRole("button", { name: m["profile.lines.resume"] }).click();
    await expect(lines.getByRole("status")).toHaveText(m["profile.lines.resumedDone"]);
    await expect(item.locator(".profile-badge")).toHaveText(m["profile.lines.active"]);
  });
}

test("ar: the profile page has no serious or critical accessibility violations and fits a phone", async ({ page }) => {
  await signIn(page, "ar");
  await expect(page.locator("#profile-sessions")).toContainText(ar["profile.sessions.thisDevice"]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
