/**
 * Kafoo from the assistant and the dashboard (issue 20), at phone width, in Arabic and Kurdish:
 * credit sent by asking the assistant and confirming its quote; an advance asked about, chosen
 * from the suggestions and confirmed with its fee; the dashboard's quick actions leading to the
 * transfer form and to automatic payments. Demo lines 07901001000-1049 belong to this file
 * (prepaid unless the number ends in a multiple of 4; 1009, 1019, … are routers).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { API_HEADERS, say } from "./payment-helpers.ts";
import { setSessionCookie } from "./session.ts";

// Sign-ups cost SMS codes from an hourly allowance per address: this file has its own.
test.use({ ...asClient(110), viewport: { width: 390, height: 844 } });
// Whole journeys, each with a sign-up and several server round trips, on a shared machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = "/tmp/shots-assistant-kafoo";
const iqd = (n: number) => new Intl.NumberFormat("ar-IQ").format(n);
/** Digits as typed on an Arabic or Kurdish keyboard. */
const indic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get("/api/v1/lines", { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } });
  const [line] = (await res.json()) as { balanceIqd: number }[];
  return line?.balanceIqd ?? Number.NaN;
}

async function lastSms(request: APIRequestContext, national: string): Promise<string> {
  const res = await request.get(`/api/v1/dev/sms-outbox?msisdn=${national}`, { headers: API_HEADERS });
  const [latest] = (await res.json()) as { body: string }[];
  return latest?.body ?? "";
}

async function ask(page: Page, text: string) {
  await page.getByRole("textbox").fill(text);
  await page.locator(".assistant-form").getByRole("button").click();
  await expect(page.locator(".assistant-turn-customer").last()).toContainText(text);
}

async function refuseConsent(page: Page) {
  await page.context().addCookies([{ name: "consent", value: "denied", domain: "127.0.0.1", path: "/" }]);
}

const transfers = [
  { locale: "ar", js: false, sender: "07901001005", recipient: "07901001006", say: "حول ٥٠٠٠ دينار الى" },
  { locale: "ku", js: true, sender: "07901001007", recipient: "07901001010", say: "٥٠٠٠ دینار بنێرە بۆ" },
] as const;

for (const j of transfers) {
  test.describe(`${j.locale}${j.js ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled: j.js });

    test(`${j.locale}: send credit by asking the assistant; confirming moves it once`, async ({ page }) => {
      const me = await ownCustomer(page.request, j.sender, { name: "Dilan Omar", language: j.locale });
      await refuseConsent(page);
      await setSessionCookie(page, me.token);
      const before = await balanceOf(page.request, me.token);
      await page.goto(`/${j.locale}/myzain/chatbot`);
      await ask(page, `${j.say} ${indic(j.recipient)}`);

      // The quote: masked number, amount, fee and what is left; nothing moved yet.
      const quote = page.locator(".assistant-turn-assistant").last();
      await expect(quote).toContainText(`${j.recipient.slice(0, 4)} ••• ••${j.recipient.slice(-2)}`);
      await expect(quote).toContainText(iqd(5000));
      await expect(quote).toContainText(iqd(250));
      await expect(quote).toContainText(iqd(before - 5250));
      expect(await balanceOf(page.request, me.token)).toBe(before);
      if (j.js) expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${j.locale}-transfer-quote.png` });

      await quote.getByRole("button", { name: say(j.locale, "assistant.page.confirm") }).click();
      await expect(page.locator(".proposal-confirmed")).toBeVisible();
      const done = page.locator(".assistant-turn-assistant").last();
      await expect(done).toContainText(iqd(before - 5250));
      expect(await balanceOf(page.request, me.token)).toBe(before - 5250);
      expect(await lastSms(page.request, j.recipient)).toContain(iqd(5000));
      await page.screenshot({ path: `${SHOTS}/${j.locale}-transfer-done.png` });

      // A reload repeats nothing.
      await page.reload();
      expect(await balanceOf(page.request, me.token)).toBe(before - 5250);
    });
  });
}

const advances = [
  { locale: "ar", borrower: "07901001011", helper: "07901001013", question: "أكدر آخذ سلفة رصيد؟" },
  { locale: "ku", borrower: "07901001015", helper: "07901001017", question: "دەتوانم قەرز وەربگرم؟" },
] as const;

/** Two transfers into the line through the API: the recharges an advance needs. */
async function twoTransfersInto(request: APIRequestContext, token: string, lineId: string, to: string) {
  for (const n of [1, 2]) {
    const res = await request.post(`/api/v1/lines/${lineId}/transfers`, {
      headers: { ...API_HEADERS, Authorization: `Bearer ${token}`, "Idempotency-Key": `a-kafoo-${to}-${n}` },
      data: { recipient: to, amountIqd: 1000 },
    });
    if (!res.ok()) throw new Error(`transfer: ${res.status()} ${await res.text()}`);
  }
}

for (const j of advances) {
  test(`${j.locale}: ask the assistant for an advance, pick an amount, confirm its fee`, async ({ page }) => {
    const helper = await ownCustomer(page.request, j.helper, { name: "Aras Omar", language: j.locale });
    const me = await ownCustomer(page.request, j.borrower, { name: "Rezan Kamal", language: j.locale });
    await twoTransfersInto(page.request, helper.token, helper.line.id, j.borrower);
    await refuseConsent(page);
    await setSessionCookie(page, me.token);
    const before = await balanceOf(page.request, me.token);

    await page.goto(`/${j.locale}/myzain/chatbot`);
    await ask(page, j.question);
    await expect(page.locator(".assistant-turn-assistant").last()).toContainText(
      say(j.locale, "assistant.advance.eligible"),
    );
    await page.screenshot({ path: `${SHOTS}/${j.locale}-advance-offers.png` });
    const chip = say(j.locale, "assistant.advance.chip", { amount: 2000 });
    await page.locator(".chip", { hasText: chip }).click();
    const proposal = page.locator(".assistant-turn-assistant").last();
    await expect(proposal).toContainText(iqd(200));
    await expect(proposal).toContainText(iqd(2200));
    expect(await balanceOf(page.request, me.token)).toBe(before);
    await proposal.getByRole("button", { name: say(j.locale, "assistant.page.confirm") }).click();
    await expect(page.locator(".proposal-confirmed")).toBeVisible();
    expect(await balanceOf(page.request, me.token)).toBe(before + 2000);
    await page.screenshot({ path: `${SHOTS}/${j.locale}-advance-done.png` });

    // Asked again, it says what is owed; the Kafoo page shows the same debt.
    await ask(page, j.question);
    await expect(page.locator(".assistant-turn-assistant").last()).toContainText(iqd(2200));
    await page.goto(`/${j.locale}/prepaid/kafoo`);
    await expect(page.getByText(say(j.locale, "kafoo.advance.why.outstanding"))).toBeVisible();
  });
}

const dashboards = [
  { locale: "ar", national: "07901001018" },
  { locale: "ku", national: "07901001021" },
] as const;

for (const j of dashboards) {
  test(`${j.locale}: the dashboard's quick actions lead to the transfer form, the advance and automatic payments`, async ({
    page,
  }) => {
    const me = await ownCustomer(page.request, j.national, { name: "Shilan Ahmed", language: j.locale });
    await refuseConsent(page);
    await setSessionCookie(page, me.token);
    await page.goto(`/${j.locale}/myzain`);
    await page.locator(".kafoo-card").screenshot({ path: `${SHOTS}/${j.locale}-dashboard-kafoo.png` });
    await page.getByRole("link", { name: say(j.locale, "kafoo.card.transfer"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${j.locale}/prepaid/kafoo\\?line=`));
    await expect(page.getByLabel(say(j.locale, "kafoo.transfer.recipient"))).toBeVisible();

    await page.goto(`/${j.locale}/myzain`);
    await page.getByRole("link", { name: say(j.locale, "kafoo.card.advance"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${j.locale}/prepaid/kafoo\\?line=.*#advance-heading`));
    await expect(page.getByRole("heading", { name: say(j.locale, "kafoo.advance.title") })).toBeVisible();

    await page.goto(`/${j.locale}/myzain`);
    await page.getByRole("link", { name: say(j.locale, "autopay.title"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${j.locale}/myzain/autopay`));
    await expect(page.getByRole("heading", { level: 1, name: say(j.locale, "autopay.title") })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${j.locale}-autopay.png` });
  });
}
