/** Digital services and roaming prices (issue 21, "Other services"), in Arabic and Sorani. */
import type { APIRequestContext } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { setSessionCookie } from "./session.ts";

test.use(asClient(150));

/** The newest SMS to a number (the demo outbox). */
async function latestSms(request: APIRequestContext, national: string): Promise<string> {
  const res = await request.get(`/api/v1/dev/sms-outbox?msisdn=${national}`, {
    headers: { "X-API-Key": "zain-web-public" },
  });
  const [latest] = (await res.json()) as { body: string }[];
  return latest?.body ?? "";
}

test("ar: from the digital services page, a prepaid customer subscribes with a confirmation and unsubscribes", async ({
  page,
  request,
}) => {
  // A whole journey: sign-up through the API, four pages and two forms.
  test.setTimeout(90_000);
  const customer = await ownCustomer(request, "07901001405", { name: "حيدر كاظم", language: "ar" });
  await setSessionCookie(page, customer.token);
  await page.goto("/ar/services/digital-services");
  await page.getByRole("link", { name: "أدِر اشتراكاتك" }).click();
  await expect(page).toHaveURL(/\/ar\/myzain\/digital-services$/);
  await expect(page.getByText("لا توجد خدمات رقمية على هذا الخط حالياً.")).toBeVisible();

  const games = page.locator(".service-item", { hasText: "نادي ألعاب زين" });
  await games.getByRole("link", { name: "اشترك" }).click();
  const confirm = page.locator(".service-confirm");
  await expect(confirm).toContainText("يُخصم الآن من رصيدك");
  await expect(confirm).toContainText("يتجدد الاشتراك كل أسبوع");
  // Nothing is charged before the confirmation.
  expect(await latestSms(request, customer.national)).not.toContain("نادي ألعاب زين");
  await confirm.getByRole("button", { name: /^اشترك مقابل/ }).click();

  await expect(page.getByRole("status")).toContainText("اشتركت في نادي ألعاب زين", { timeout: 30_000 });
  const mine = page.locator('section[aria-labelledby="mine-heading"] .service-item');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("نادي ألعاب زين");
  expect(await latestSms(request, customer.national)).toContain("اشتركت في نادي ألعاب زين");

  await mine.getByRole("button", { name: "ألغِ الآن" }).click();
  await expect(page.getByRole("status")).toContainText("أُلغي اشتراك نادي ألعاب زين", { timeout: 30_000 });
  await expect(mine).toHaveCount(0);
  await expect(page.getByText("لا توجد خدمات رقمية على هذا الخط حالياً.")).toBeVisible();
});

test("ku: a postpaid customer's subscription goes on the bill, and is cancelled at once", async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await ownCustomer(request, "07901001408", { name: "ئاراس کەریم", language: "ku" });
  await setSessionCookie(page, customer.token);
  await page.goto("/ku/myzain/digital-services");
  await page.locator(".service-item", { hasText: "زەین تی ڤی" }).getByRole("link", { name: "بەشداربە" }).click();
  const confirm = page.locator(".service-confirm");
  await expect(confirm).toContainText("ئێستا دەخرێتە سەر پسوولەکەت");
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: /^بەشداربە بە/ }).click();
  await expect(page.getByRole("status")).toContainText("بەشداریت لە زەین تی ڤی کرد", { timeout: 30_000 });
  const mine = page.locator('section[aria-labelledby="mine-heading"] .service-item');
  await mine.getByRole("button", { name: "ئێستا هەڵیبوەشێنەرەوە" }).click();
  await expect(page.getByRole("status")).toContainText("زەین تی ڤی هەڵوەشایەوە", { timeout: 30_000 });
  await expect(mine).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("ar: choosing a country on the roaming page shows its roaming and international prices", async ({ page }) => {
  await page.goto("/ar/prepaid/roaming-and-international-offers");
  await page.locator("#country").selectOption("TR");
  await page.getByRole("button", { name: "اعرض الأسعار والباقات" }).click();
  await expect(page).toHaveURL(/country=TR/);
  const rates = page.locator(".country-rates");
  await expect(rates.locator("h2")).toHaveText("الأسعار الخاصة بـتركيا");
  await expect(rates.getByRole("row", { name: /استقبال المكالمات/ })).toContainText("د.ع");
  await expect(rates.getByRole("row", { name: /الإنترنت/ })).toContainText("لكل ميغابايت");
  await expect(rates.locator("#rates-international")).toHaveText("الاتصال من العراق إلى تركيا");
  await expect(page.locator(".offer-card").first()).toBeVisible();
});

test("ku: a country without roaming says so and still gives the price of calling it", async ({ page }) => {
  await page.goto("/ku/prepaid/roaming-and-international-offers?country=PK");
  const rates = page.locator(".country-rates");
  await expect(rates).toContainText("زەین ڕێککەوتنی ڕۆمینگی لە پاکستان نییە");
  await expect(rates.getByRole("row", { name: /پەیوەندی/ }).first()).toContainText("خولەکی");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/ku/prepaid/roaming-and-international-offers?country=TR");
  await expect(rates.locator("#rates-roaming")).toBeVisible();
  // The price tables fit a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
