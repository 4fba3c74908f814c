/**
 * Tracking on kafoo_order_and_delivery without JavaScript: plain form posts rendered by the real
 * root and language layout, against the API with the order modules wired in.
 */
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { PAGE_CACHE_HEADER } from "../../../src/lib/page-cache.ts";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { orderTestTables, simOrder, testOrderPorts } from "../../../tests/factories/orders.ts";
import { asBuilt, testRoutes } from "../../../tests/web-pages.ts";
import { type WebEnv, webEnvContext } from "../../context.ts";
import { newOrderDraft, orderDraftCookie } from "../../lib/order-draft.server.ts";
import * as root from "../../root.tsx";
import * as layout from "../locale-layout.tsx";
import * as trackPage from "./track-page.tsx";

type Api = ReturnType<typeof testApi>;
const PATH = "kafoo_order_and_delivery";

const pages = (api: Api) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "track", path: PATH, parentId: "routes/locale-layout", module: asBuilt(trackPage) },
    ],
    (request) => api.fetch(request),
  );

/** The order draft cookie a browser holds after placing `placed` (same secret as testRoutes' env). */
function draftCookie(placed: { reference: string; accessToken: string; contact: string }) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, { cookieSecret: "test-cookie-secret", secureCookies: true } as WebEnv);
  return orderDraftCookie(context, newOrderDraft([], placed)).split(";")[0] ?? "";
}

const post = (fields: Record<string, string>, cookie?: string) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(fields).toString(),
});

async function setup(handle: Parameters<typeof testApi>[0], db: Parameters<typeof orderTestTables>[0], key: string) {
  await orderTestTables(db);
  const api = testApi(handle, { orders: testOrderPorts(db) });
  const { placed, contact } = await simOrder(api, db, key, {}, "0750 765 4321");
  return { api, placed, contact, page: pages(api) };
}

test("a wrong contact number and a wrong reference get the same Arabic 'no order matches' with a 404", () =>
  withRollback(async (handle, db) => {
    const { placed, contact, page } = await setup(handle, db, "track-page-key-00001");
    const wrongContact = await page(
      `/ar/${PATH}`,
      post({ intent: "track", reference: placed.order.reference, contact: "0750 765 4322" }),
    );
    const wrongReference = await page(`/ar/${PATH}`, post({ intent: "track", reference: "ZO-AAAAAA", contact }));
    expect([wrongContact.status, wrongReference.status]).toEqual([404, 404]);
    const notFound = "لا يوجد طلب يطابق رقم الطلب ورقم التواصل هذين.";
    for (const res of [wrongContact, wrongReference]) {
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain(notFound);
      expect(html).not.toContain(placed.order.reference.replace("ZO-", "ZO&#x2D;"));
      expect(html).not.toContain("order-history");
    }
  }));

test("a malformed reference is a 422 with the Kurdish format message linked to its field", () =>
  withRollback(async (handle, db) => {
    const { contact, page } = await setup(handle, db, "track-page-key-00002");
    const res = await page(`/ku/${PATH}`, post({ intent: "track", reference: "12345", contact }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('aria-describedby="field-reference-hint field-reference-error"');
    expect(html).toMatch(/id="field-reference-error"[^>]*>[^<]*ZO-7K3M9Q/);
    expect(html).not.toContain("Enter the order number");
  }));

test("the right pair shows the order and its history; the form is a POST and the number stays out of the page", () =>
  withRollback(async (handle, db) => {
    const { placed, contact, page } = await setup(handle, db, "track-page-key-00003");
    const res = await page(
      `/ar/${PATH}`,
      post({ intent: "track", reference: placed.order.reference.toLowerCase(), contact }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<bdi dir="ltr">${placed.order.reference}</bdi>`);
    expect(html).toContain("سجل الطلب");
    expect(html).toContain("منك");
    expect(html).toMatch(/<form class="form track-form"[^>]*method="post">/);
    expect(html).not.toContain("765 4321");
    expect(html).toContain('name="reference" value=""');
    // Not the browser that placed it: no pay or cancel buttons, a word on where to do that instead.
    expect(html).not.toContain('value="cancel"');
    expect(html).toContain("المتصفح الذي طلبت منه");
  }));

test("the page is never shared: private without a draft, and with one it shows that order with cancel, then cancels it", () =>
  withRollback(async (handle, db) => {
    const { placed, contact, page } = await setup(handle, db, "track-page-key-00004");
    const bare = await page(`/en/${PATH}?reference=${placed.order.reference}`);
    expect(bare.status).toBe(200);
    expect(bare.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(bare.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await bare.text()).toContain(`value="${placed.order.reference}"`);

    const cookie = draftCookie({ reference: placed.order.reference, accessToken: placed.accessToken, contact });
    const mine = await page(`/en/${PATH}`, { headers: { Cookie: cookie } });
    expect(mine.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await mine.text();
    expect(html).toContain(`<bdi dir="ltr">${placed.order.reference}</bdi>`);
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="cancel"');
    expect(html).toContain("Track another order");

    const asked = await (await page(`/en/${PATH}`, post({ intent: "cancel" }, cookie))).text();
    expect(asked).toContain(`Cancel order ${placed.order.reference}?`);
    expect(asked).toContain('value="cancelConfirmed"');
    const cancelled = await page(`/en/${PATH}`, post({ intent: "cancelConfirmed" }, cookie));
    expect(cancelled.status).toBe(200);
    const after = await cancelled.text();
    expect(after).toContain("Your order has been cancelled.");
    expect(after).toContain("You asked to cancel");
    expect(after).not.toContain('value="cancel"');
  }));
