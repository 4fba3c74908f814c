import { codeFor } from "./auth-helpers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { payOnGateway, say } from "./payment-helpers.ts";

test.use(asClient(12));

/** A contact number on another network that no other test uses (Asiacell, 0770...). */
const contactNumber = () => `0770${String(Date.now()).slice(-7)}`;

test("ar: a phone picked up at a store and paid in cash goes from the product to a ZO- reference", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto("/ar/order?offering=galaxy-a06");
  await expect(page.locator("h1")).toHaveText(say("ar", "order.step.product"));
  await expect(page.locator(".order-step-count")).toHaveText(say("ar", "order.stepOf", { n: 1, total: 4 }));
  await page.getByRole("button", { name: say("ar", "order.continue") }).click();

  await expect(page).toHaveURL(/\/ar\/order\/delivery$/);
  await page.getByRole("link", { name: say("ar", "order.delivery.pickup") }).click();
  await page.locator('input[name="storeId"]').first().check();
  await page.getByRole("button", { name: say("ar", "order.continue") }).click();

  await expect(page).toHaveURL(/\/ar\/order\/contact$/);
  const contact = contactNumber();
  await page.locator("#field-name").fill("زينب علي حسن");
  await page.locator("#field-msisdn").fill(contact);
  await page.getByRole("button", { name: say("ar", "order.contact.send") }).click();
  await expect(page.locator("#field-code")).toBeVisible();
  await page.locator("#field-code").fill("000000");
  await page.getByRole("button", { name: say("ar", "order.contact.verify") }).click();
  // A wrong code is said next to its field, and the page stays.
  await expect(page.locator("#field-code-error")).toBeVisible();
  await page.locator("#field-code").fill(await codeFor(request, contact));
  await page.getByRole("button", { name: say("ar", "order.contact.verify") }).click();

  await expect(page).toHaveURL(/\/ar\/order\/review$/);
  await page.locator('input[name="payment"][value="cash_on_delivery"]').check();
  await page.getByRole("button", { name: say("ar", "order.review.place") }).click();

  await expect(page).toHaveURL(/\/ar\/order\/placed$/);
  await expect(page.locator(".order-reference-code")).toHaveText(/^ZO-[A-Z2-9]{6}$/);
  const reference = (await page.locator(".order-reference-code").textContent()) ?? "";
  await expect(page.getByRole("link", { name: say("ar", "order.placed.track") })).toHaveAttribute(
    "href",
    `/ar/kafoo_order_and_delivery?reference=${reference}`,
  );

  // The back button cannot place it twice: the draft was emptied, review sends to the first step.
  await page.goto("/ar/order/review");
  await expect(page).toHaveURL(/\/ar\/order$/);
});

test("ku: a SIM's number search finds a number ending in the typed digits, and the choice carries to delivery", async ({
  page,
}) => {
  await page.goto("/ku/order?offering=new-sim");
  await expect(page.locator("h1")).toHaveText(say("ku", "order.step.product"));
  const suggested = page.locator('input[name="msisdn"]');
  await expect(suggested.first()).toBeAttached();
  const digits = ((await suggested.first().getAttribute("value")) ?? "").slice(-3);
  await page.locator("#field-digits").fill(digits);
  await page.getByRole("button", { name: say("ku", "order.number.search") }).click();
  await expect(page).toHaveURL(new RegExp(`digits=${digits}`));
  const found = await page
    .locator('input[name="msisdn"]')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute("value") ?? ""));
  expect(found.length).toBeGreaterThan(0);
  for (const msisdn of found) expect(msisdn.endsWith(digits)).toBe(true);
  const chosen = found[0] ?? "";
  await page.locator(`input[name="msisdn"][value="${chosen}"]`).check();
  await page.locator('input[name="sim"][value="physical"]').check();
  await page.getByRole("button", { name: say("ku", "order.continue") }).click();

  await expect(page).toHaveURL(/\/ku\/order\/delivery$/);
  const national = `0${chosen.slice(3)}`;
  await expect(page.locator(".order-chosen-number bdi")).toHaveText(
    `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`,
  );
  await expect(page.locator(".order-step-count")).toHaveText(say("ku", "order.stepOf", { n: 2, total: 7 }));
});

test("en: a phone by courier paid online goes through the sandbox gateway, and its receipt leads to the order", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto("/en/order?offering=galaxy-a06");
  await page.getByRole("button", { name: say("en", "order.continue") }).click();
  await expect(page).toHaveURL(/\/en\/order\/delivery$/);
  await page.locator("#field-governorate").selectOption("baghdad");
  const city = await page.locator('#field-city optgroup[label="Baghdad"] option').first().getAttribute("value");
  await page.locator("#field-city").selectOption(city ?? "");
  await page.locator("#field-street").fill("Palestine Street");
  await page.getByRole("button", { name: say("en", "order.continue") }).click();

  await expect(page).toHaveURL(/\/en\/order\/contact$/);
  const contact = `0751${String(Date.now()).slice(-7)}`;
  await page.locator("#field-name").fill("Sara Karim");
  await page.locator("#field-msisdn").fill(contact);
  await page.getByRole("button", { name: say("en", "order.contact.send") }).click();
  await page.locator("#field-code").fill(await codeFor(request, contact));
  await page.getByRole("button", { name: say("en", "order.contact.verify") }).click();

  await expect(page).toHaveURL(/\/en\/order\/review$/);
  await expect(page.locator(".order-summary").first()).toContainText(say("en", "order.quote.delivery"));
  await page.locator('input[name="payment"][value="online"]').check();
  await page.getByRole("button", { name: say("en", "order.review.place") }).click();
  await payOnGateway(page, "en", "4111 1111 1111 1111");
  await page.getByRole("link", { name: say("en", "order.placed.see") }).click();
  await expect(page).toHaveURL(/\/en\/order\/placed$/);
  await expect(page.locator(".order-reference-code")).toHaveText(/^ZO-[A-Z2-9]{6}$/);
});
