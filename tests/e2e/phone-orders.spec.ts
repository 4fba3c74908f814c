import { expect, test } from "./fixtures.ts";

test("an Arabic phone campaign orders a phone: sold-out options cannot be chosen, the order goes on to delivery", async ({
  page,
}) => {
  await page.goto("/ar/member-area/iphone-16");
  await page.getByRole("link", { name: "اطلب عبر الإنترنت" }).first().click();
  await expect(page).toHaveURL(/#order$/);
  const order = page.locator("#order");
  // The catalogue has no 512 GB iPhone in stock: each of its colours is shown, sold out, disabled.
  const big = order.getByRole("group", { name: /٥١٢ غيغابايت/ });
  await expect(big.getByRole("radio")).toHaveCount(2);
  for (const radio of await big.getByRole("radio").all()) await expect(radio).toBeDisabled();
  await expect(big).toContainText("نفدت الكمية");
  await expect(order.getByRole("group", { name: "كيف تريد أن تدفع؟" }).getByRole("radio")).toHaveCount(3);
  await order.screenshot({ path: "reports/phone-order-ar.png" });

  const choice = order
    .getByRole("group", { name: /٢٥٦ غيغابايت/ })
    .locator("input[name=option]:enabled")
    .first();
  await choice.check();
  await order.getByRole("radio", { name: /عربوناً/ }).check();
  await order.getByRole("button", { name: "تابع إلى التوصيل" }).click();
  // The delivery step is built elsewhere; this checks that the order reached it.
  await expect(page).toHaveURL(/\/ar\/order\/delivery$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "order_draft")?.httpOnly).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a Kurdish pre-order campaign takes a pre-order as a plain form", async ({ page }) => {
    await page.goto("/ku/member-area/huawei-nova-pre-order");
    const order = page.locator("#order");
    await expect(order).toContainText("داواکاری پێشوەختە");
    await order.screenshot({ path: "reports/phone-order-ku.png" });
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await order.getByRole("button", { name: "بەردەوام بە بۆ گەیاندن" }).click();
    expect((await response).status()).toBe(302);
    await expect(page).toHaveURL(/\/ku\/order\/delivery$/);
  });
});
