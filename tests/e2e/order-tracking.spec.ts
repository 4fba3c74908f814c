/**
 * After an order is placed (through the API here): tracking it by reference and contact number in
 * Arabic and Kurdish, and the same "no order matches" for a wrong number. Paying again and
 * cancelling need the access token in the encrypted draft of the browser that placed the order,
 * which only the order wizard sets; app/routes/orders/track-page.test.ts cancels with such a draft.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { codeFor } from "./auth-helpers.ts";
import { asClient } from "./fixtures.ts";
import { API_HEADERS, say } from "./payment-helpers.ts";

test.use(asClient(13));

const STORE = "erbil-100m";

/** A phone option in stock today (the demo stock varies by option). */
async function phoneInStock(request: APIRequestContext) {
  for (const offering of ["galaxy-a06", "galaxy-a15", "huawei-nova-13"]) {
    const res = await request.get(`/api/v1/devices/${offering}/stock`, { headers: API_HEADERS });
    if (!res.ok()) continue;
    const { options } = (await res.json()) as { options: { storageGb: number; colour: string; state: string }[] };
    const option = options.find((o) => o.state === "in_stock");
    if (option) return { offering, storageGb: option.storageGb, colour: option.colour };
  }
  throw new Error("no demo phone is in stock");
}

/** A phone, picked up at a store and paid in cash there: no identity check, a verified contact. */
async function placePhoneOrder(request: APIRequestContext, contact: string, key: string) {
  const sent = await request.post("/api/v1/orders/contact-code", { headers: API_HEADERS, data: { msisdn: contact } });
  expect(sent.status()).toBe(200);
  const { flowId } = (await sent.json()) as { flowId: string };
  const code = await codeFor(request, contact);
  const verified = await request.post("/api/v1/auth/verify-code", { headers: API_HEADERS, data: { flowId, code } });
  expect(verified.status()).toBe(200);
  const { ticket } = (await verified.json()) as { ticket: string };
  const placed = await request.post("/api/v1/orders", {
    headers: { ...API_HEADERS, "Idempotency-Key": key },
    data: {
      items: [{ type: "device", ...(await phoneInStock(request)), deposit: false }],
      fulfilment: "pickup",
      storeId: STORE,
      paymentMethod: "cash_on_delivery",
      contact,
      contactTicket: ticket,
      customerName: "Sara Hadi",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { order: { reference: string }; accessToken: string };
}

test("in Arabic, an order is tracked by reference and contact with its history; a wrong contact gets the not-found message", async ({
  page,
  request,
}) => {
  const contact = "07701112201";
  const { order } = await placePhoneOrder(request, contact, `e2e-track-ar-${Date.now()}`);
  await page.goto(`/ar/kafoo_order_and_delivery?reference=${order.reference}`);
  await expect(page.getByLabel(say("ar", "tracking.form.reference"))).toHaveValue(order.reference);
  await page.getByLabel(say("ar", "tracking.form.contact")).fill("0770 111 2202");
  await page.getByRole("button", { name: say("ar", "tracking.form.submit") }).click();
  await expect(page.getByText(say("ar", "tracking.notFound")).first()).toBeVisible();
  expect(page.url()).not.toContain("0770");

  await page.getByLabel(say("ar", "tracking.form.contact")).fill("0770 111 2201");
  await page.getByRole("button", { name: say("ar", "tracking.form.submit") }).click();
  await expect(page.getByRole("heading", { name: say("ar", "tracking.history.heading") })).toBeVisible();
  await expect(page.getByText(order.reference).first()).toBeVisible();
  await expect(page.getByText(say("ar", "tracking.order.fulfilment.pickup"))).toBeVisible();
  expect(page.url()).not.toContain("0770");
  await page.screenshot({ path: "reports/order-tracking-ar.png", fullPage: true });
});

test("in Kurdish, a tracked order placed elsewhere says where it can be paid or cancelled", async ({
  page,
  request,
}) => {
  const contact = "07501112203";
  const placed = await placePhoneOrder(request, contact, `e2e-track-ku-${Date.now()}`);
  await page.goto("/ku/kafoo_order_and_delivery");
  await page.getByLabel(say("ku", "tracking.form.reference")).fill(placed.order.reference);
  await page.getByLabel(say("ku", "tracking.form.contact")).fill("0750 111 2203");
  await page.getByRole("button", { name: say("ku", "tracking.form.submit") }).click();
  await expect(page.getByRole("heading", { name: say("ku", "tracking.history.heading") })).toBeVisible();
  await expect(page.getByText(say("ku", "tracking.actions.otherBrowser"))).toBeVisible();
  await page.screenshot({ path: "reports/order-tracking-ku.png", fullPage: true });
});
