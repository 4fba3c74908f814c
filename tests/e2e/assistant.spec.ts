import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { expect, test } from "./fixtures.ts";
import { setSessionCookie } from "./session.ts";

const SHOTS = "/tmp/shots-chat";

/** Each journey signs up prepaid demo lines of its own (07801000741-744 are used nowhere else). */
const journeys = [
  {
    locale: "ar",
    name: "سارة علي",
    chatter: "07801000741",
    linker: "07801000742",
    balance: "شكد باقي رصيدي؟",
    balanceAnswer: "رصيدك الأساسي",
    buy: "اشتري باقة 1 كيكا يومية",
    confirm: "تأكيد",
    confirmed: "تم التأكيد.",
    example: "وين أقرب فرع زين؟",
    storeQuestion: "في أي محافظة أو مدينة أنت؟",
    city: "أربيل",
  },
  {
    locale: "ku",
    name: "شیلان ئەحمەد",
    chatter: "07801000743",
    linker: "07801000744",
    balance: "باڵانسەکەم چەندە ماوە؟",
    balanceAnswer: "باڵانسی سەرەکیت",
    buy: "پاکێجی ڕۆژانەی ١ گیگا بکڕە",
    confirm: "پشتڕاستکردنەوە",
    confirmed: "پشتڕاستکرایەوە.",
    example: "نزیکترین فرۆشگای زەین لە کوێیە؟",
    storeQuestion: "لە کام پارێزگا یان شار دەژیت؟",
    city: "هەولێر",
  },
] as const;

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get("/api/v1/lines", {
    headers: { "X-API-Key": "zain-web-public", Authorization: `Bearer ${token}` },
  });
  const [line] = (await res.json()) as { balanceIqd: number }[];
  return line?.balanceIqd ?? Number.NaN;
}

/**
 * axe runs in the page, so a page without JavaScript is checked as a second, scripted visit to the
 * same address with the same session: the server draws the same conversation for both.
 */
async function violationsOf(browser: Browser, url: string, token: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await setSessionCookie(page, token);
  await page.goto(url);
  const found = await seriousViolations(page);
  await context.close();
  return found;
}

async function ask(page: Page, text: string) {
  await page.getByRole("textbox").fill(text);
  await page.locator(".assistant-form").getByRole("button").click();
  await expect(page.locator(".assistant-turn-customer").last()).toContainText(text);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const j of journeys) {
    test(`${j.locale}: ask the balance, buy a bundle with an explicit confirm, see the balance drop once`, async ({
      page,
      browser,
    }) => {
      const me = await ownCustomer(page.request, j.chatter, { name: j.name, language: j.locale });
      await setSessionCookie(page, me.token);
      const before = await balanceOf(page.request, me.token);

      await page.goto(`/${j.locale}/myzain`);
      await page.locator(".assistant-launcher").click();
      await expect(page).toHaveURL(new RegExp(`/${j.locale}/myzain/chatbot`));

      await ask(page, j.balance);
      const formatted = new Intl.NumberFormat("ar-IQ").format(before);
      await expect(page.locator(".assistant-turn-assistant").last()).toContainText(j.balanceAnswer);
      await expect(page.locator(".assistant-turn-assistant").last()).toContainText(formatted);

      await ask(page, j.buy);
      const proposal = page.locator(".assistant-turn-assistant").last();
      await expect(proposal).toContainText(new Intl.NumberFormat("ar-IQ").format(1000));
      // Asking alone buys nothing.
      expect(await balanceOf(page.request, me.token)).toBe(before);
      expect(await violationsOf(browser, page.url(), me.token)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${j.locale}-proposal.png` });
      await page.locator(".myzain-header").screenshot({ path: `${SHOTS}/${j.locale}-launcher.png` });

      await proposal.getByRole("button", { name: j.confirm }).click();
      await expect(page.locator(".proposal-confirmed")).toHaveText(j.confirmed);
      await expect(page.getByRole("button", { name: j.confirm })).toHaveCount(0);
      expect(await balanceOf(page.request, me.token)).toBe(before - 1000);

      // Reloading the page after confirming repeats nothing.
      await page.reload();
      expect(await balanceOf(page.request, me.token)).toBe(before - 1000);
      await ask(page, j.balance);
      await expect(page.locator(".assistant-turn-assistant").last()).toContainText(
        new Intl.NumberFormat("ar-IQ").format(before - 1000),
      );
      await page.screenshot({ path: `${SHOTS}/${j.locale}-confirmed.png` });
    });
  }
});

for (const j of journeys) {
  test(`${j.locale}: an example question opens the assistant with it asked, and the answer goes on`, async ({
    page,
  }) => {
    const me = await ownCustomer(page.request, j.linker, { name: j.name, language: j.locale });
    await setSessionCookie(page, me.token);
    await page.goto(`/${j.locale}/myzain/chatbot-example`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator(".assistant-examples").screenshot({ path: `${SHOTS}/${j.locale}-examples.png` });
    await page.getByRole("link", { name: j.example }).click();
    await expect(page).toHaveURL(/\/myzain\/chatbot\?c=/);
    await expect(page.locator(".assistant-turn-customer").first()).toHaveText(
      new RegExp(j.example.replace("?", "\\?")),
    );
    await expect(page.locator(".assistant-turn-assistant").last()).toContainText(j.storeQuestion);
    await page.locator(".chip", { hasText: j.city }).click();
    await expect(page.locator(".assistant-stores .store-card")).toHaveCount(3);
    await expect(page.locator(".assistant-stores a[href^='tel:']").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${j.locale}-stores.png` });
  });
}
