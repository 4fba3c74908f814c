/**
 * Writing to customer care without an account, on a phone in Arabic and Kurdish: contact-us with
 * the number proved by SMS code, a sales lead from a business page's call to action (the solved
 * proof-of-work stands in for the code), and the same form with JavaScript off, field errors first.
 */
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { codeFor } from "./auth-helpers.ts";
import { checkPage, confirmedReference, powSolved, staffTickets } from "./care-helpers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { say } from "./payment-helpers.ts";

test.use(asClient(42));

const CONTACT: Record<"ar" | "ku", { contact: string; lead: string }> = {
  ar: { contact: "07717770101", lead: "07507770102" },
  ku: { contact: "07717770111", lead: "07507770112" },
};

const smsTo = async (request: import("@playwright/test").APIRequestContext, national: string) => {
  const res = await request.get(`/api/v1/dev/sms-outbox?msisdn=${national}`, {
    headers: { "X-API-Key": "zain-web-public" },
  });
  return ((await res.json()) as { body: string }[]).map((m) => m.body);
};

for (const lang of ["ar", "ku"] as const satisfies LocaleCode[]) {
  const numbers = CONTACT[lang];

  test(`${lang}: a signed-out visitor writes to care, proving the number by SMS code`, async ({ page }) => {
    await page.goto(`/${lang}/support/contact-us`);
    await checkPage(page, `contact-us-${lang}`);
    await page.getByLabel(say(lang, "care.type.complaint")).check();
    await page.locator("#field-topic").selectOption("recharge");
    await page.locator("#field-text").fill("My card recharge of 10,000 did not arrive.");
    await page.locator("#field-contact").fill(numbers.contact);
    await powSolved(page, "#care-contact");
    await page.getByRole("button", { name: say(lang, "care.contact.submit") }).click();
    await expect(page.locator(".care-code")).toContainText(say(lang, "care.form.codeSentTo"));
    await checkPage(page, `contact-code-${lang}`);
    await page.locator("#field-code").fill(await codeFor(page.request, numbers.contact));
    await powSolved(page, ".care-code");
    await page.getByRole("button", { name: say(lang, "care.form.verify") }).click();
    const reference = await confirmedReference(page, lang);
    await expect.poll(async () => (await smsTo(page.request, numbers.contact)).join("\n")).toContain(reference);
    expect((await staffTickets(page.request)).find((t) => t.reference === reference)).toMatchObject({
      type: "complaint",
      contactMsisdn: `964${numbers.contact.slice(1)}`,
    });
  });

  test(`${lang}: "Request a trial" on a business product opens the sales form with the product, and sends a lead`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/business/zain-push-x`);
    await page.locator('a[href$="/business/contact-us?product=push-x&need=trial"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/business/contact-us\\?product=push-x&need=trial$`));
    await expect(page.locator(".care-product")).toContainText("Push");
    await expect(page.locator("#field-need")).toHaveValue("trial");
    await checkPage(page, `business-contact-${lang}`);
    await page.locator("#field-company").fill("Rafidain Logistics");
    await page.locator("#field-size").selectOption("51-200");
    await page.locator("#field-city").fill("Basra");
    await page.locator("#field-contactName").fill("Ali Kareem");
    await page.locator("#field-text").fill("Push-to-talk for 60 drivers between Basra and Umm Qasr.");
    await page.locator("#field-contact").fill(numbers.lead);
    await powSolved(page, "#lead");
    await page.getByRole("button", { name: say(lang, "care.lead.submit") }).click();
    const reference = await confirmedReference(page, lang);
    await expect(page.locator(".care-panel")).toContainText(say(lang, "care.sent.next.lead"));
    expect((await staffTickets(page.request)).find((t) => t.reference === reference)).toMatchObject({
      type: "business_lead",
    });
  });
}

test("ar: with JavaScript off the form shows its errors, keeps what was typed, and sends with the SMS code", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...asClient(43) });
  const page = await context.newPage();
  const national = "07827770121";
  await page.goto("/ar/support/contact-us");
  await page.locator("#field-text").fill("Roaming in Turkey does not work.");
  await page.getByRole("button", { name: say("ar", "care.contact.submit") }).click();
  await expect(page.locator(".error-summary")).toContainText(say("ar", "validation.care.topic"));
  await expect(page.locator("#field-contact-error")).toHaveText(say("ar", "care.form.contactRequired"));
  await expect(page.locator("#field-text")).toHaveValue("Roaming in Turkey does not work.");
  await page.locator("#field-topic").selectOption("roaming");
  await page.locator("#field-contact").fill(national);
  await page.getByRole("button", { name: say("ar", "care.contact.submit") }).click();
  await page.locator("#field-code").fill(await codeFor(page.request, national));
  await page.getByRole("button", { name: say("ar", "care.form.verify") }).click();
  const reference = await confirmedReference(page, "ar");
  expect((await staffTickets(page.request)).filter((t) => t.reference === reference)).toHaveLength(1);
  await context.close();
});

test("contact-us carries a per-visitor form token, so it is private and never served from the page cache", async ({
  request,
}) => {
  for (const path of ["/ar/support/contact-us", "/ku/business/contact-us", "/ar/support/report-a-fault"]) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    expect(second.headers()["x-page-cache"]).not.toBe("hit");
    const token = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1];
    expect(token(await first.text())).not.toBe(token(await second.text()));
  }
});
