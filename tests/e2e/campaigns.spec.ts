import { readCampaigns } from "../../src/seed/campaign-steps.server.ts";
import { expect, test } from "./fixtures.ts";

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(new Date());
const campaigns = readCampaigns();
const running = (c: { startsOn: string; endsOn: string | null }) =>
  c.startsOn <= today && (!c.endsOn || today <= c.endsOn);

/** The newest SMS to a number in the demo outbox. */
async function latestSms(request: import("@playwright/test").APIRequestContext, national: string) {
  let body = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/sms-outbox?msisdn=${national}`, {
        headers: { "X-API-Key": "zain-web-public" },
      });
      body = ((await res.json()) as { body: string }[])[0]?.body ?? "";
      return body;
    })
    .not.toBe("");
  return body;
}

for (const locale of ["en", "ar", "ku"]) {
  test(`all ${campaigns.length} campaign pages show what they feature and their terms (${locale})`, async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    for (const [slug, campaign] of campaigns) {
      const res = await request.get(`/${locale}/member-area/${slug}`);
      const html = await res.text();
      const has = (needle: string) => html.includes(needle);
      if (res.status() !== 200) problems.push(`${slug}: ${res.status()}`);
      else if (!running(campaign)) {
        if (!has("campaign-notice") || !has('name="robots" content="noindex"'))
          problems.push(`${slug}: no ended notice`);
      } else {
        if (!has('class="block container campaign-terms"')) problems.push(`${slug}: no terms`);
        const expected = {
          offers: 'class="card offer-card"',
          device: 'name="intent" value="order"',
          "handset-check": 'id="check"',
          recharge: `href="/${locale}/prepaid/recharge-my-prepaid-line"`,
        }[campaign.kind];
        if (!has(expected)) problems.push(`${slug}: missing ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test("a phone call-back request with JavaScript: pick size and colour, get a reference on screen and by SMS", async ({
  page,
  request,
}) => {
  await page.goto("/ar/member-area/iphone-16");
  await page.getByRole("link", { name: "تفضّل مكالمة؟ اطلب أن يتصل بك فريق المبيعات" }).last().click();
  await expect(page).toHaveURL(/#callback$/);
  const order = page.locator("#callback");
  await order.getByRole("radio", { name: /٢٥٦/ }).check();
  await order.getByLabel("اللون").selectOption({ label: "أزرق لازوردي" });
  await order.getByLabel("الاسم الكامل").fill("زينب حسين");
  await order.getByLabel("رقم الهاتف المحمول").fill("0770 555 0101");
  await order.getByRole("button", { name: "أرسل الطلب" }).click();
  const done = order.getByRole("status");
  await expect(done).toContainText("تم استلام طلبك");
  const reference = /ZL-[A-Z0-9]{6}/.exec((await done.textContent()) ?? "")?.[0];
  expect(reference).toBeTruthy();
  await expect(done).toContainText("0770 555 0101");
  const sms = await latestSms(request, "07705550101");
  expect(sms).toContain(reference);
  expect(sms).toContain("٢٥٦ غيغابايت");
  expect(sms).toContain("أزرق لازوردي");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the phone call-back form checks the entries on the server and confirms in Kurdish", async ({ page }) => {
    await page.goto("/ku/member-area/a06-order");
    const order = page.locator("#callback");
    await order.getByRole("button", { name: "داواکاری بنێرە" }).click();
    await expect(page.locator("#callback .field-error").first()).toBeVisible();
    await expect(page.locator("#callback")).toContainText("ناوی تەواوت بنووسە.");
    await expect(page.locator("#callback")).toContainText("ژمارەی مۆبایلەکەت بنووسە.");
    await page.locator("#callback").getByLabel("ناوی تەواو").fill("ئارام عومەر");
    await page.locator("#callback").getByLabel("ژمارەی مۆبایل").fill("٠٧٥٠١٢٣٤٥٦٧");
    await page.locator("#callback").getByRole("button", { name: "داواکاری بنێرە" }).click();
    await expect(page.locator("#callback").getByRole("status")).toContainText("داواکارییەکەت گەیشت");
  });

  test("the 4G checker answers from a plain form", async ({ page }) => {
    await page.goto("/en/member-area/check-4g-page");
    await page.getByLabel("Phone brand or model").fill("SM-A155F");
    await page.locator("#check").getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/q=SM-A155F/);
    await expect(page.locator(".handset-results")).toContainText("Samsung Galaxy A15");
    await expect(page.locator(".handset-results")).toContainText("Supports 4G");
  });
});

test("the 4G checker says plainly when a phone has no 4G, and points to phones that do", async ({ page }) => {
  await page.goto("/ar/member-area/check-4g-page");
  await page.getByLabel("العلامة التجارية أو طراز الهاتف").fill("nokia 105 (2019)");
  await page.locator("#check").getByRole("button", { name: "تحقق" }).click();
  const result = page.locator(".handset-results li").first();
  await expect(result).toContainText("لا يدعم 4G");
  await expect(result.getByRole("link")).toHaveAttribute("href", "/ar/member-area/a06-order");
  await page.getByLabel("العلامة التجارية أو طراز الهاتف").fill("no such phone");
  await page.locator("#check").getByRole("button", { name: "تحقق" }).click();
  await expect(page.locator("#check").getByRole("status")).toContainText("لم نعثر على «no such phone»");
});

test("an ended campaign says so and leads to its successor, or to today's offers", async ({ page }) => {
  await page.goto("/en/member-area/banner-offers");
  await expect(page.locator("h1")).toHaveText("This offer has ended");
  await page.getByRole("link", { name: "More offers: phones and bundles" }).click();
  await expect(page).toHaveURL(/\/en\/member-area\/banner-offers2$/);
  await expect(page.locator(".offer-card").first()).toBeVisible();

  await page.goto("/ku/member-area/offer-3gb");
  await expect(page.locator("h1")).toHaveText("ئەم ئۆفەرە کۆتایی هاتووە");
  await expect(page.locator(".offer-card").first()).toBeVisible();
});

test("a signed-in customer sees the offers for their own line on the personalized offers page", async ({ page }) => {
  await page.goto("/en/prepaid/personalized-offers");
  await expect(page.locator("#offers-heading")).toHaveText("Current offers");
  await page.getByRole("link", { name: "Sign in to myzain" }).click();
  await page.locator("#field-msisdn").fill("07800000001");
  await page.locator("#field-password").fill("Demo-Pass-2026");
  await page.locator(".auth-form button[type=submit]").click();
  await expect(page).toHaveURL(/\/en\/prepaid\/personalized-offers$/);
  await expect(page.locator("#offers-heading")).toHaveText("Offers for your line 0780 ••• ••01");
  await expect(page.locator(".offer-card").first()).toBeVisible();
});
