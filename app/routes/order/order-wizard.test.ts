/** The order wizard's pages behind the real root and language layout, on the real order API with test data. */
import { expect, test } from "vitest";
import { translate } from "../../../src/i18n/catalogue.ts";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode } from "../../../tests/factories/accounts.ts";
import { addStock, TEST_STORE, testOrderPorts } from "../../../tests/factories/orders.ts";
import { asBuilt, testRoutes } from "../../../tests/web-pages.ts";
import * as root from "../../root.tsx";
import * as layout from "../locale-layout.tsx";
import * as contact from "./contact.tsx";
import * as delivery from "./delivery.tsx";
import * as placed from "./placed.tsx";
import * as product from "./product.tsx";
import * as review from "./review.tsx";

const steps = { product, delivery, contact, review, placed };
const paths = {
  product: "order",
  delivery: "order/delivery",
  contact: "order/contact",
  review: "order/review",
  placed: "order/placed",
};

function orderPages(api: ReturnType<typeof testApi>) {
  return testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      ...Object.entries(steps).map(([name, module]) => ({
        id: `routes/order/${name}`,
        path: paths[name as keyof typeof paths],
        parentId: "routes/locale-layout",
        module: asBuilt(module),
      })),
    ],
    (request) => api.fetch(request),
  );
}

/** A browser's cookie for the draft: the last one a response set. */
function draftCookie(res: Response, previous = ""): string {
  const set = res.headers.get("set-cookie") ?? "";
  const match = /order_draft=([^;]*)/.exec(set);
  return match ? `order_draft=${match[1]}` : previous;
}

const post = (fields: Record<string, string>, cookie = "") => ({
  method: "POST",
  headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

test("a step opened before the ones it needs goes to the first one still missing", () =>
  withRollback(async (handle, db) => {
    await addStock(db, "galaxy-a06", 64, "black", 5);
    const page = orderPages(testApi(handle, { orders: testOrderPorts(db) }));
    for (const path of ["order/delivery", "order/contact", "order/review"]) {
      const res = await page(`/en/${path}`);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/en/order");
    }
    const chosen = await page("/en/order", post({ offering: "galaxy-a06", option: "64:black" }));
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/en/order/delivery");
    const early = await page("/en/order/review", { headers: { Cookie: draftCookie(chosen) } });
    expect(early.headers.get("location")).toBe("/en/order/delivery");
  }));

test("an unknown offering and a sold-out option are refused in the visitor's language, with a 4xx", () =>
  withRollback(async (handle, db) => {
    await addStock(db, "galaxy-a06", 64, "black", 0);
    const page = orderPages(testApi(handle, { orders: testOrderPorts(db) }));
    const unknown = await page("/ar/order?offering=no-such-thing");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(translate("ar", "order.product.unknown"));
    const soldOut = await page("/ku/order", post({ offering: "galaxy-a06", option: "64:black" }));
    expect(soldOut.status).toBe(409);
    expect(await soldOut.text()).toContain(translate("ku", "order.product.outOfStock"));
    const noNumber = await page("/ar/order", post({ offering: "new-sim", sim: "physical" }));
    expect(noNumber.status).toBe(422);
    expect(await noNumber.text()).toContain(translate("ar", "order.product.numberRequired"));
  }));

test("a phone by pick-up and cash: a bad number and a wrong code are 422, a double submit places one order", () =>
  withRollback(async (handle, db) => {
    await addStock(db, "galaxy-a06", 64, "black", 5);
    const page = orderPages(testApi(handle, { orders: testOrderPorts(db) }));
    let cookie = draftCookie(await page("/ar/order", post({ offering: "galaxy-a06", option: "64:black" })));
    const kept = await page("/ar/order/delivery", post({ method: "pickup", storeId: TEST_STORE }, cookie));
    expect(kept.headers.get("location")).toBe("/ar/order/contact");
    cookie = draftCookie(kept, cookie);

    const invalid = await page(
      "/ar/order/contact",
      post({ intent: "send", name: "زينب علي", msisdn: "0660 123" }, cookie),
    );
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain(translate("ar", "errors.contact_invalid"));

    const sent = await page(
      "/ar/order/contact",
      post({ intent: "send", name: "زينب علي", msisdn: "0770 555 1234" }, cookie),
    );
    expect(sent.headers.get("location")).toBe("/ar/order/contact");
    cookie = draftCookie(sent, cookie);
    const code = (await lastCode(db, "9647705551234")) ?? "";
    const wrong = await page(
      "/ar/order/contact",
      post({ intent: "verify", code: code === "111111" ? "222222" : "111111" }, cookie),
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toMatch(/class="field-error" role="alert">[^<]*[\u0600-\u06FF]/);
    const right = await page("/ar/order/contact", post({ intent: "verify", code }, cookie));
    expect(right.headers.get("location")).toBe("/ar/order/review");
    cookie = draftCookie(right, cookie);

    const shown = await page("/ar/order/review", { headers: { Cookie: cookie } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toContain("no-store");
    expect(await shown.text()).toContain('value="cash_on_delivery"');

    const first = await page("/ar/order/review", post({ payment: "cash_on_delivery" }, cookie));
    const again = await page("/ar/order/review", post({ payment: "cash_on_delivery" }, cookie));
    expect(first.headers.get("location")).toBe("/ar/order/placed");
    expect(again.headers.get("location")).toBe("/ar/order/placed");
    const reference = async (res: Response) => {
      const html = await (await page("/ar/order/placed", { headers: { Cookie: draftCookie(res) } })).text();
      return /ZO-[A-Z2-9]{6}/.exec(html)?.[0];
    };
    const one = await reference(first);
    expect(one).toMatch(/^ZO-/);
    expect(await reference(again)).toBe(one);
  }));

test("the confirmation without a placed order is a 404 with links, not an error", () =>
  withRollback(async (handle, db) => {
    const page = orderPages(testApi(handle, { orders: testOrderPorts(db) }));
    const res = await page("/ku/order/placed");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(translate("ku", "order.placed.none"));
  }));
