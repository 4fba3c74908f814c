/**
 * Customer care for a signed-in customer, on a phone in Arabic and Kurdish: feedback with a
 * screenshot that then appears in myzain/help, care's answer (through the staff API), the
 * customer's reply and reopening; a fault report with the browser's location; and a form sent
 * twice that opens one ticket.
 */
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { pngImage } from "../factories/images.ts";
import { checkPage, confirmedReference, staffReply } from "./care-helpers.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { say } from "./payment-helpers.ts";
import { setSessionCookie } from "./session.ts";

test.use(asClient(41));

const NUMBERS: Record<"ar" | "ku", string[]> = {
  ar: ["07801000701", "07801000702", "07801000703"],
  ku: ["07801000711", "07801000712", "07801000713"],
};
const screenshot = { name: "balance.png", mimeType: "image/png", buffer: Buffer.from(pngImage(390, 844)) };

for (const lang of ["ar", "ku"] as const satisfies LocaleCode[]) {
  const [feedbackNumber, faultNumber, twiceNumber] = NUMBERS[lang];

  test(`${lang}: feedback with a screenshot appears in myzain/help; care answers, the customer replies and reopens`, async ({
    page,
  }) => {
    // Five pages, an upload and four accessibility scans: over a minute on a loaded two-core machine.
    test.setTimeout(150_000);
    const me = await ownCustomer(page.request, feedbackNumber ?? "", { name: "Hawraa Salih", language: lang });
    await setSessionCookie(page, me.token);
    await page.goto(`/${lang}/myzain/feedback`);
    await checkPage(page, `feedback-${lang}`);
    // Each rating is a radio named by its number and its words, not a bare star.
    const good = page.locator('input[name=rating][value="4"]');
    await expect(good).toHaveAccessibleName(new RegExp(say(lang, "care.feedback.rating4")));
    await good.check();
    await page.locator("#field-topic").selectOption("network");
    await page.locator("#field-text").fill("The 4G signal in Zayouna drops every evening after 8.");
    await page.locator("#field-screenshot").setInputFiles(screenshot);
    await expect(page.locator("#field-screenshot-status")).toHaveText(say(lang, "uploads.done"), { timeout: 20_000 });
    await page.getByRole("button", { name: say(lang, "care.feedback.submit") }).click();
    const reference = await confirmedReference(page, lang);
    await checkPage(page, `sent-${lang}`);

    await page.goto(`/${lang}/myzain/help`);
    const row = page.locator(".care-ticket", { hasText: reference });
    await expect(row.locator(".care-status")).toHaveText(say(lang, "care.status.new"));
    await checkPage(page, `help-${lang}`);
    await row.getByRole("link", { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/myzain/help/${reference}$`));
    await expect(page.locator(".care-message-customer")).toContainText("Zayouna");
    await expect(page.locator(".care-message-customer")).toContainText(
      say(lang, "care.ticket.screenshots", { count: 1 }),
    );

    await staffReply(page.request, reference, "We adjusted the Zayouna cell. Is it better now?", "in_progress");
    await page.reload();
    await expect(page.locator(".care-message-staff")).toContainText("Zayouna cell");
    await expect(page.locator(".care-message-staff")).toContainText(say(lang, "care.ticket.author.staff"));
    await page.locator("#field-text").fill("Still dropping at 9 pm yesterday.");
    await page.getByRole("button", { name: say(lang, "care.ticket.send") }).click();
    await expect(page.locator(".care-message-customer").last()).toContainText("9 pm");

    await staffReply(page.request, reference, "Fixed: a faulty antenna was replaced.", "resolved");
    await page.reload();
    await expect(page.locator("header .care-status")).toHaveText(say(lang, "care.status.resolved"));
    await page.locator("#field-text").fill("It dropped again this morning.");
    await page.getByRole("button", { name: say(lang, "care.ticket.reopen") }).click();
    await expect(page.locator("header .care-status")).toHaveText(say(lang, "care.status.reopened"));
    await checkPage(page, `ticket-${lang}`);
  });

  test(`${lang}: a fault report with the browser's location, from myzain/help`, async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 36.19, longitude: 44.01 });
    const me = await ownCustomer(page.request, faultNumber ?? "", { name: "Karwan Aziz", language: lang });
    await setSessionCookie(page, me.token);
    await page.goto(`/${lang}/myzain/help`);
    await page.getByRole("link", { name: say(lang, "care.fault.link") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/support/report-a-fault$`));
    await checkPage(page, `fault-${lang}`);
    await page.getByLabel(say(lang, "care.fault.slow_data")).check();
    await page.getByRole("button", { name: say(lang, "care.fault.locationUse") }).click();
    await expect(page.locator("input[name=lat]")).toHaveValue("36.19000");
    await page.locator("#field-text").fill("Internet is very slow near the citadel.");
    await page.getByRole("button", { name: say(lang, "care.fault.submit") }).click();
    const reference = await confirmedReference(page, lang);
    await expect(page.locator(".care-panel")).toContainText(say(lang, "care.sent.next.fault"));
    await page.goto(`/${lang}/myzain/help/${reference}`);
    await expect(page.locator("h1 + p")).toContainText(say(lang, "care.type.fault_report"));
  });

  test(`${lang}: the same form sent twice (a double click, a refresh) opens one ticket`, async ({ browser }) => {
    // Without JavaScript nothing stops the second post: the form's signed key does.
    const context = await browser.newContext({ javaScriptEnabled: false, ...asClient(41) });
    const page = await context.newPage();
    const me = await ownCustomer(page.request, twiceNumber ?? "", { name: "Zahraa Jabbar", language: lang });
    await setSessionCookie(page, me.token);
    await page.goto(`/${lang}/support/contact-us`);
    await page.locator("#field-topic").selectOption("billing");
    await page.locator("#field-text").fill("Please send me my bill for October again.");
    const form = page.locator("#care-contact");
    const fields = Object.fromEntries(
      await form
        .locator("input[type=hidden], input[type=radio]:checked, select, textarea")
        .evaluateAll((els) => els.map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value])),
    );
    await page.getByRole("button", { name: say(lang, "care.contact.submit") }).click();
    const reference = await confirmedReference(page, lang);
    const again = await page.request.post(`/${lang}/support/contact-us`, {
      multipart: { ...fields, intent: "send" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toContain(`ref=${reference}`);
    await page.goto(`/${lang}/myzain/help`);
    await expect(page.locator(".care-ticket")).toHaveCount(1);
    await context.close();
  });
}
