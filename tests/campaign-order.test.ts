import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { type WebEnv, webEnvContext } from "../app/context.ts";
import { newOrderDraft, ORDER_DRAFT_COOKIE, orderDraftCookie, readOrderDraft } from "../app/lib/order-draft.server.ts";
import { submitCampaignForm } from "../app/routes/campaign-page.server.ts";
import { toPublicConfig } from "../src/config/public-config.ts";
import { baghdadToday } from "../src/contracts/business-time.ts";
import { saveOffering } from "../src/domain/catalogue/offerings.ts";
import { setStock } from "../src/domain/inventory/stock.ts";
import { translate } from "../src/i18n/catalogue.ts";
import { call, testApi } from "./api.ts";
import { testConfig } from "./config.ts";
import { withRollback } from "./database.ts";
import { deviceOffering, makeCampaign, makeDeviceCampaign } from "./factories/campaigns.ts";
import { addStock } from "./factories/orders.ts";

function pageContext(api: ReturnType<typeof testApi>) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, {
    config: toPublicConfig(api.config),
    apiBaseUrl: "http://localhost:3000/api/v1",
    apiTransport: api.fetch,
    requestId: "campaign-order-test",
    clientIp: "198.51.100.7",
    clientIpSignature: "unsigned",
    secureCookies: true,
    cookieSecret: "campaign-order-test-secret",
  } as WebEnv);
  return context;
}

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function post(api: ReturnType<typeof testApi>, slug: string, fields: Record<string, string>, cookie = "") {
  const context = pageContext(api);
  const request = new Request(`http://localhost:3000/ar/member-area/${slug}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "order", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie },
  });
  return { context, result: await submitCampaignForm({ request, params: { lang: "ar" }, context }) };
}

/** The status and body of a refusal (`data()`), for assertions. */
function refusal(result: unknown) {
  const { init, data } = result as { init: { status: number }; data: { errors: { fields: Record<string, unknown> } } };
  return { status: init.status, fields: data.errors.fields };
}

test("ordering an in-stock colour starts a new draft with the phone and goes to the delivery step, keeping the last placed order", () =>
  withRollback(async (handle, db) => {
    const device = await makeDeviceCampaign(db, "t-order-phone");
    await addStock(db, device, 128, "white", 9);
    const api = testApi(handle);
    // A browser that placed an order before carries it in its draft; tracking still needs it.
    const placed = { reference: "ZO-7K3M9Q", accessToken: "token-123456", contact: "07712345678" };
    const old = orderDraftCookie(pageContext(api), newOrderDraft([], placed)).split(";")[0] ?? "";

    const { context, result } = await post(
      api,
      "t-order-phone",
      { option: `${device}:128:white`, pay: "deposit" },
      old,
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/order/delivery");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${ORDER_DRAFT_COOKIE}=.+HttpOnly`));
    const draft = readOrderDraft(
      context,
      new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0] ?? "" } }),
    );
    expect(draft).toMatchObject({
      items: [{ type: "device", offering: device, storageGb: 128, colour: "white", deposit: true }],
      paymentMethod: "online",
      placed,
    });
  }));

test("a sold-out colour is refused with 409 and an Arabic message next to the choice; nothing is started", () =>
  withRollback(async (handle, db) => {
    const device = await makeDeviceCampaign(db, "t-order-soldout");
    await addStock(db, device, 128, "black", 0);
    const { result } = await post(testApi(handle), "t-order-soldout", { option: `${device}:128:black`, pay: "full" });
    expect(result).not.toBeInstanceOf(Response);
    const { status, fields } = refusal(result);
    expect(status).toBe(409);
    expect(fields.option).toEqual({ key: "phoneOrder.error.soldOut" });
    expect(translate("ar", "phoneOrder.error.soldOut")).toMatch(/نفدت/);
  }));

test("a missing choice, an unknown colour and cash above the cap are 422 with the field's message", () =>
  withRollback(async (handle, db) => {
    const device = await makeDeviceCampaign(db, "t-order-bad");
    await addStock(db, device, 128, "black", 20);
    const api = testApi(handle, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", ORDERS_COD_MAX_IQD: "400000" }) });
    expect(refusal((await post(api, "t-order-bad", { pay: "full" })).result)).toEqual({
      status: 422,
      fields: { option: { key: "validation.phoneOption.required" } },
    });
    const unknown = await post(api, "t-order-bad", { option: `${device}:128:gold`, pay: "full" });
    expect(refusal(unknown.result).fields).toEqual({ option: { key: "validation.phoneOption.required" } });
    const cash = await post(api, "t-order-bad", { option: `${device}:128:black`, pay: "cod" });
    expect(refusal(cash.result)).toEqual({
      status: 422,
      fields: { pay: { key: "phoneOrder.error.cashOverCap", values: { max: 400000 } } },
    });
  }));

test("before the pre-order window opens the phone cannot be ordered (the call-back stays); inside it, it is a pre-order", () =>
  withRollback(async (handle, db) => {
    const release = dayFrom(41);
    const preorderPhone = async (slug: string, window: { from: string; to: string }) => {
      const offering = deviceOffering(slug);
      if (!offering.device) throw new Error("the factory makes devices");
      await saveOffering(db, { ...offering, device: { ...offering.device, preorder: window } });
      await makeCampaign(db, slug, { kind: "device", offerings: [slug] });
      await setStock(
        db,
        { offering: slug, storageGb: 128, colour: "black", quantity: 0, availableFrom: release },
        new Date(),
      );
    };
    await preorderPhone("t-preorder-later", { from: dayFrom(10), to: dayFrom(40) });
    await preorderPhone("t-preorder-open", { from: dayFrom(-3), to: dayFrom(40) });
    const api = testApi(handle);
    // The stock API says pre-order for both; only the window keeps the first closed.
    const stock = await (await call(api, "/api/v1/devices/t-preorder-later/stock")).json();
    expect(stock.options[0]).toMatchObject({ state: "preorder", availableFrom: release });
    expect(baghdadToday() < dayFrom(10)).toBe(true);

    const early = await post(api, "t-preorder-later", { option: "t-preorder-later:128:black", pay: "full" });
    expect(refusal(early.result)).toEqual({
      status: 409,
      fields: { option: { key: "phoneOrder.error.preorderSoon" } },
    });
    const open = await post(api, "t-preorder-open", { option: "t-preorder-open:128:black", pay: "full" });
    expect((open.result as Response).headers.get("Location")).toBe("/ar/order/delivery");
  }));
