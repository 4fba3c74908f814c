import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import {
  API_HEADERS,
  arabicIndicGrouped,
  demoCard,
  numberWithBillDue,
  payOnGateway,
  recentEntries,
  say,
} from "./payment-helpers.ts";
import { signInAs } from "./session.ts";

/** Sandbox test cards (src/adapters/payments/sandbox/test-instruments.ts). */
const CARDS = { success: "4111 1111 1111 1111", declined: "4000 0000 0000 0002", later: "4000 0000 0000 0259" };

test("ku: a signed-in customer recharges a relative's number by scratch card, and the card then reads as used", async ({
  page,
}) => {
  const card = demoCard(20);
  await signInAs(page, "07800000001");
  await page.goto("/ku/prepaid/recharge-my-prepaid-line");
  await expect(page.getByRole("link", { name: say("ku", "payments.method.card") })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const recharge = async () => {
    // Her own line is offered first; the relative's number is "another number".
    await expect(page.getByRole("radio").first()).toBeChecked();
    await page.getByRole("radio", { name: say("ku", "payments.number.other") }).check();
    await page.getByLabel(say("ku", "payments.number.otherLabel")).fill("0780 100 0123");
    await page.getByLabel(say("ku", "payments.voucher.code")).fill(arabicIndicGrouped(card.code));
    await page.getByRole("button", { name: say("ku", "payments.voucher.submit") }).click();
  };
  await recharge();
  const result = page.getByRole("status").filter({ hasText: "باڵانس بە سەرکەوتوویی پڕکرایەوە" });
  await expect(result).toBeVisible();
  await expect(result).toContainText("0780 ••• ••23");
  await expect(result).toContainText(card.serial);
  await expect(result).toContainText("خرایە سەر ژمارەی");
  // A relative's balance is theirs to know: not shown.
  await expect(result).not.toContainText(say("ku", "payments.voucher.balance"));

  await page.getByRole("link", { name: say("ku", "payments.voucher.again") }).click();
  await recharge();
  await expect(page.locator("#voucher-code-error")).toHaveText("ئەم کارتە پێشتر بەکارهاتووە.");
});

test("en: without signing in, a wrong card code is explained next to the field and nothing is added", async ({
  page,
}) => {
  await page.goto("/en/mbb/recharge");
  await page.getByLabel(say("en", "payments.number.legend")).fill("0790 100 0009");
  await page.getByLabel(say("en", "payments.voucher.code")).fill("1234 5678 9012 34");
  await page.getByRole("button", { name: say("en", "payments.voucher.submit") }).click();
  await expect(page.locator("#voucher-code-error")).toHaveText(say("en", "errors.voucher_invalid"));
  await page.getByLabel(say("en", "payments.voucher.code")).fill("12345");
  await page.getByRole("button", { name: say("en", "payments.voucher.submit") }).click();
  await expect(page.locator("#voucher-code-error")).toHaveText(say("en", "validation.voucherCode.format"));
});

test("en: after five wrong card codes recharging by card pauses, and the page says for how long", async ({ page }) => {
  await page.goto("/en/prepaid/recharge-my-prepaid-line");
  const submit = async (code: string) => {
    await page.getByLabel(say("en", "payments.number.legend")).fill("0780 100 0777");
    await page.getByLabel(say("en", "payments.voucher.code")).fill(code);
    await page.getByRole("button", { name: say("en", "payments.voucher.submit") }).click();
  };
  for (let i = 0; i < 5; i++) {
    await submit(`1111222233334${i}`);
    await expect(page.locator("#voucher-code-error")).toHaveText(say("en", "errors.voucher_invalid"));
  }
  await submit("11112222333350");
  const problem = page.locator(".form-message");
  await expect(problem).toContainText(say("en", "errors.voucher_locked"));
  await expect(problem).toContainText(/You can try again in about \d+ minutes?\./);
});

test("ar: a postpaid bill is paid in full through the sandbox gateway and the receipt confirms it", async ({
  page,
}) => {
  const { msisdn, due } = await numberWithBillDue(page.request);
  await page.goto("/ar/postpaid/pay-bill-postpaid");
  await page.getByLabel(say("ar", "payments.bill.number")).fill(msisdn);
  await page.getByRole("button", { name: say("ar", "payments.bill.lookup") }).click();
  // A GET form: the answer has an address of its own.
  await expect(page).toHaveURL(new RegExp(`msisdn=${msisdn}`));
  const bill = page.getByRole("region", { name: say("ar", "payments.bill.dueTitle"), exact: true });
  await expect(bill).toContainText(say("ar", "payments.bill.amountDue"));
  await expect(page.getByRole("radio", { name: new RegExp(say("ar", "payments.bill.payAll")) })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: say("ar", "payments.online.submit") }).click();
  await payOnGateway(page, "ar", CARDS.success);
  const status = page.locator(".receipt-status");
  await expect(status).toContainText("تم استلام الدفعة", { timeout: 20_000 });
  await expect(status).toContainText("فاتورة الرقم");
  await expect(page.locator(".receipt-facts")).toContainText(say("ar", "payments.purpose.bill"));

  const after = await page.request.get(`/api/v1/bills/due?msisdn=${msisdn}`, { headers: API_HEADERS });
  expect(((await after.json()) as { amountDueIqd: number }).amountDueIqd).toBe(0);
  expect(due).toBeGreaterThan(0);
});

test("ar: a declined card payment says so, charges nothing, and shows in the customer's payment history", async ({
  page,
}) => {
  await signInAs(page, "07800000001");
  await page.goto("/ar/prepaid/recharge-my-prepaid-line?method=online&line=07800000001");
  await expect(page.getByRole("radio", { name: /0780 000 0001/ })).toBeChecked();
  await page.getByRole("radio", { name: "١٠٬٠٠٠" }).check();
  await page.getByRole("button", { name: say("ar", "payments.online.submit") }).click();
  await payOnGateway(page, "ar", CARDS.declined);

  await expect(page.locator(".receipt-status")).toContainText("تم رفض الدفع. لم يُخصم أي مبلغ.");
  await expect(page.getByRole("link", { name: say("ar", "payments.receipt.tryAgain") })).toBeVisible();
  // Nothing reached the ledger for this payment (other tests may move money on this line meanwhile).
  const paymentId = new URL(page.url()).pathname.split("/").pop();
  const entries = await recentEntries(page, "9647800000001");
  expect(entries.filter((e) => e.details.payment === paymentId)).toEqual([]);

  await page.getByRole("link", { name: say("ar", "payments.history.link") }).click();
  await expect(page).toHaveURL(/\/ar\/myzain\/payments$/);
  const latest = page.locator(".payment-item").first();
  await expect(latest).toContainText(say("ar", "payments.state.failed"));
  await expect(latest).toContainText("0780 ••• ••01");
  expect(await seriousViolations(page)).toEqual([]);
});

test("ar: a payment that settles later shows a pending receipt that turns into success by itself", async ({ page }) => {
  await page.goto("/ar/prepaid/recharge-my-prepaid-line?method=online");
  await page.getByLabel(say("ar", "payments.number.legend")).fill("0780 100 0456");
  await page.getByRole("radio", { name: say("ar", "payments.amount.other") }).check();
  await page.getByLabel(say("ar", "payments.amount.otherLabel")).fill("٧٥٠٠");
  await page.getByRole("button", { name: say("ar", "payments.online.submit") }).click();
  await payOnGateway(page, "ar", CARDS.later);

  const status = page.locator(".receipt-status");
  await expect(status).toContainText("جارٍ تأكيد دفعتك");
  // Updated in place, not reloaded: a mark left on the window survives until the success.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await expect(status).toContainText("تم استلام الدفعة", { timeout: 40_000 });
  await expect(status).toContainText("0780 ••• ••56");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("en: without JavaScript the online recharge still works and the pending receipt reloads itself", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/en/prepaid/recharge-my-prepaid-line");
  await page.getByRole("link", { name: say("en", "payments.method.online") }).click();
  await page.getByLabel(say("en", "payments.number.legend")).fill("0780 100 0789");
  await page.getByRole("radio", { name: "IQD 5,000" }).check();
  await page.getByRole("button", { name: say("en", "payments.online.submit") }).click();
  await payOnGateway(page, "en", CARDS.later);
  await expect(page.locator(".receipt-status")).toContainText(say("en", "payments.receipt.open"));
  await expect(page.locator(".receipt-status")).toContainText(say("en", "payments.receipt.success"), {
    timeout: 40_000,
  });
  await context.close();
});

test("ar: the recharge and pay-bill pages have no serious accessibility problems", async ({ page }) => {
  for (const path of [
    "/ar/prepaid/recharge-my-prepaid-line",
    "/ar/prepaid/recharge-my-prepaid-line?method=online",
    "/ar/postpaid/pay-bill-postpaid",
    "/ar/postpaid/pay-bill-postpaid?msisdn=07901000008",
  ]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
