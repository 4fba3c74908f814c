/**
 * order/identity: the order this browser placed was refused by a reviewer; the page shows why and
 * sends new photos and details, which put the order back in review.
 */
import { expect, test } from "vitest";
import { translate } from "../../../src/i18n/catalogue.ts";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { pngImage } from "../../../tests/factories/images.ts";
import { orderTestTables, simOrder, staffCall, testOrderPorts } from "../../../tests/factories/orders.ts";
import { makeStaff } from "../../../tests/factories/staff.ts";
import { webContext } from "../../../tests/web-context.ts";
import { newOrderDraft, orderDraftCookie } from "../../lib/order-draft.server.ts";
import { action, loader } from "./identity-redo.tsx";

const PAGE = "http://localhost/ku/order/identity";

type Outcome = { data: Record<string, unknown>; init: ResponseInit | null };
async function run(handler: typeof loader | typeof action, request: Request, context: ReturnType<typeof webContext>) {
  const args = { request, params: { lang: "ku" }, context, url: new URL(request.url), pattern: "" };
  return (await handler(args)) as unknown as Outcome;
}

test("a refused check shows the reviewer's reason in Kurdish; new photos and details send the order back to review", () =>
  withRollback(async (handle, db) => {
    await orderTestTables(db);
    const api = testApi(handle, { orders: testOrderPorts(db) });
    const { placed, contact } = await simOrder(api, db, "order-key-redo-page-01", {
      paymentMethod: "cash_on_delivery",
    });
    const reference = placed.order.reference;
    const reviewer = await makeStaff(db, "ekyc_reviewer");
    await staffCall(api, `/orders/${reference}/reject`, reviewer.token, {
      reason: "selfie_mismatch",
      note: "Too dark",
    });

    const context = webContext(api);
    const draft = newOrderDraft([], { reference, accessToken: placed.accessToken, contact });
    const cookie = orderDraftCookie(context, draft).split(";")[0] ?? "";
    const shown = await run(loader, new Request(PAGE, { headers: { cookie } }), context);
    expect(shown.data).toMatchObject({ kind: "rejected", reference, reason: "selfie_mismatch", note: "Too dark" });
    expect(translate("ku", "orders.rejection.selfie_mismatch")).not.toBe(
      translate("en", "orders.rejection.selfie_mismatch"),
    );

    const form = new FormData();
    form.set("upload_token", draft.uploadToken);
    for (const name of ["front", "back", "selfie"]) form.set(name, new File([pngImage(1000, 640)], `${name}.png`));
    form.set("fullName", "Sara Hadi Salih");
    form.set("dateOfBirth", "1992-04-11");
    form.set("nationalId", "3991234567");
    const refused = await run(action, new Request(PAGE, { method: "POST", body: form, headers: { cookie } }), context);
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({ fields: { nationalId: { key: "validation.nationalId.format" } } });
    // The photos that arrived come back as kept, so the second try need not send them again.
    const photos = refused.data.photos as Record<string, string>;
    expect(Object.keys(photos).sort()).toEqual(["back", "front", "selfie"]);

    const again = new FormData();
    again.set("upload_token", draft.uploadToken);
    for (const [name, id] of Object.entries(photos)) again.set(`${name}_upload`, id);
    again.set("fullName", "Sara Hadi Salih");
    again.set("dateOfBirth", "1992-04-11");
    again.set("nationalId", "199212345678");
    const sent = await run(action, new Request(PAGE, { method: "POST", body: again, headers: { cookie } }), context);
    expect(sent.data).toEqual({ sent: reference });
    const after = await run(loader, new Request(PAGE, { headers: { cookie } }), context);
    expect(after.data).toMatchObject({ kind: "notNeeded", reference });
  }));

test("without an order placed from this browser the page explains where to follow an order", () =>
  withRollback(async (handle) => {
    const context = webContext(testApi(handle));
    expect((await run(loader, new Request(PAGE), context)).data).toEqual({ kind: "none" });
  }));
