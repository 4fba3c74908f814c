/**
 * Kafoo (issue 20) as customers live it, at phone width, in Arabic and Kurdish: credit sent to a
 * relative with the SMS code that a large amount needs; a credit advance taken and then repaid,
 * in part, by a scratch-card recharge. Demo prepaid lines 07801000950-0989 belong to this file.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { API_HEADERS, arabicIndicGrouped, demoCard, say } from "./payment-helpers.ts";
import { setSessionCookie } from "./session.ts";

// Sign-ups and transfer codes cost SMS from an hourly allowance per address: this file has its own.
test.use({ ...asClient(94), viewport: { width: 390, height: 844 } });

const SHOTS = "/tmp/shots-kafoo";

/** The newest SMS to a number in the demo outbox. */
async function lastSms(request: APIRequestContext, national: string): Promise<string> {
  const res = await request.get(`/api/v1/dev/sms-outbox?msisdn=${national}`, { headers: API_HEADERS });
  const [latest] = (await res.json()) as { body: string }[];
  return latest?.body ?? "";
}

async function refuseConsent(page: Page) {
  await page.context().addCookies([{ name: "consent", value: "denied", domain: "127.0.0.1", path: "/" }]);
}

/** "12000" as typed on an Arabic or Kurdish keyboard. */
const indic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const transfers = [
  { locale: "ar", js: false, sender: "07801000955", recipient: "07801000951", theirs: "ku", word: "ناردیت" },
  { locale: "ku", js: true, sender: "07801000960", recipient: "07801000956", theirs: "ar", word: "أرسل إليك" },
] as const;

for (const j of transfers) {
  test.describe(`${j.locale}${j.js ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled: j.js });

    test(`${j.locale}: transfer credit above the threshold with the SMS code; the recipient is told in their language`, async ({
      page,
    }) => {
      const sender = await ownCustomer(page.request, j.sender, { name: "Dilan Omar", language: j.locale });
      await ownCustomer(page.request, j.recipient, { name: "Aras Omar", language: j.theirs });
      await refuseConsent(page);
      await setSessionCookie(page, sender.token);
      await page.goto(`/${j.locale}/prepaid/kafoo`);
      await page.getByLabel(say(j.locale, "kafoo.transfer.recipient")).fill(j.recipient);
      await page.getByLabel(say(j.locale, "kafoo.transfer.otherAmount")).fill(indic("12000"));
      await page.getByRole("button", { name: say(j.locale, "kafoo.transfer.continue") }).click();

      // The confirmation states recipient (masked number and name), fee, total and balance after.
      const confirm = page.locator(".kafoo-confirm");
      await expect(confirm).toContainText(`${j.recipient.slice(0, 4)} ••• ••${j.recipient.slice(-2)}`);
      await expect(confirm).toContainText("Ar•••");
      await expect(confirm).toContainText(say(j.locale, "kafoo.confirm.codeNeeded"));
      if (j.js) expect(await seriousViolations(page)).toEqual([]);
      await page.locator(".kafoo-panel").screenshot({ path: `${SHOTS}/${j.locale}-confirm.png` });
      await page.getByRole("button", { name: say(j.locale, "kafoo.confirm.sendCode") }).click();

      // The code went to the sending line; a wrong one is refused next to the field.
      await page.getByLabel(say(j.locale, "kafoo.code.label")).fill("000000");
      await page.getByRole("button", { name: say(j.locale, "kafoo.code.button") }).click();
      await expect(page.locator("#field-code-error")).toBeVisible();
      const code = /\b(\d{6})\b/.exec(await lastSms(page.request, j.sender))?.[1] ?? "";
      await page.getByLabel(say(j.locale, "kafoo.code.label")).fill(code);
      await page.getByRole("button", { name: say(j.locale, "kafoo.code.button") }).click();

      await expect(page.getByRole("heading", { name: say(j.locale, "kafoo.done.title") })).toBeVisible();
      await page.locator(".kafoo-panel").screenshot({ path: `${SHOTS}/${j.locale}-sent.png` });
      expect(await lastSms(page.request, j.recipient)).toContain(j.word);
      // Recipients here hold Arabic or Kurdish accounts: amounts in the language's digits (decision 066).
      expect(await lastSms(page.request, j.recipient)).toContain("١٢٬٠٠٠");
      // A reload posts nothing again; the sender's statement shows the transfer and its fee.
      await page.goto(`/${j.locale}/myzain/statement`);
      await expect(
        page.locator(".statement-kind", { hasText: say(j.locale, "statement.kind.transfer_out") }),
      ).toHaveCount(1);
      await expect(
        page.locator(".statement-kind", { hasText: say(j.locale, "statement.kind.transfer_fee") }),
      ).toHaveCount(1);
    });
  });
}

const advances = [
  { locale: "ku", national: "07801000962", cards: [12, 13, 14] },
  { locale: "ar", national: "07801000988", cards: [15, 16, 17] },
] as const;

/** Recharges a line by card through the API, as the card page does (earlier recharges make it eligible). */
async function cardByApi(request: APIRequestContext, national: string, code: string) {
  const res = await request.post("/api/v1/recharges/voucher", {
    headers: { ...API_HEADERS, "Idempotency-Key": `kafoo-e2e-${code}` },
    data: { msisdn: national, code },
  });
  if (!res.ok()) throw new Error(`voucher: ${res.status()} ${await res.text()}`);
}

for (const j of advances) {
  test(`${j.locale}: take a credit advance and see a card recharge repay it`, async ({ page }) => {
    const [first, second, last] = j.cards.map((n) => demoCard(n));
    const customer = await ownCustomer(page.request, j.national, { name: "Rezan Kamal", language: j.locale });
    await cardByApi(page.request, j.national, first?.code ?? "");
    await cardByApi(page.request, j.national, second?.code ?? "");
    await refuseConsent(page);
    await setSessionCookie(page, customer.token);

    await page.goto(`/${j.locale}/myzain`);
    await page.getByRole("link", { name: say(j.locale, "kafoo.card.advance"), exact: true }).click();
    await page.locator(".kafoo-option input").nth(1).check();
    await page.getByRole("button", { name: say(j.locale, "kafoo.advance.button") }).click();
    await expect(page.locator(".notice-success")).toBeVisible();
    await page.locator(".kafoo-panel").screenshot({ path: `${SHOTS}/${j.locale}-advance.png` });
    await expect(page.getByText(say(j.locale, "kafoo.advance.why.outstanding"))).toBeVisible();

    await page.goto(`/${j.locale}/prepaid/recharge-my-prepaid-line`);
    await page.getByLabel(say(j.locale, "payments.voucher.code")).fill(arabicIndicGrouped(last?.code ?? ""));
    await page.getByRole("button", { name: say(j.locale, "payments.voucher.submit") }).click();
    // 2,000 borrowed with a fee of 200: the card's first 2,200 repaid it.
    const repaid = page.locator(".payment-result .notice");
    await expect(repaid).toBeVisible();
    await page.locator(".payment-result").screenshot({ path: `${SHOTS}/${j.locale}-repaid.png` });
    expect(await lastSms(page.request, j.national)).toBeTruthy();
    await page.goto(`/${j.locale}/prepaid/kafoo`);
    // The history shows the advance, its fee and the repayment; a new advance can be taken again.
    await expect(page.locator(".kafoo-history li")).toHaveCount(3);
    await expect(page.getByRole("button", { name: say(j.locale, "kafoo.advance.button") })).toBeVisible();
  });
}

test("en: a visitor sees how Kafoo works online and a sign-in link", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await refuseConsent(page);
  await page.goto("/en/prepaid/kafoo");
  await expect(page.getByRole("heading", { name: say("en", "kafoo.online.title") })).toBeVisible();
  await expect(page.getByRole("link", { name: say("en", "kafoo.online.signIn") })).toHaveAttribute(
    "href",
    /\/en\/login\?redirect=/,
  );
  await page.screenshot({ path: `${SHOTS}/en-visitor.png` });
});
