import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { kafooCustomer } from "../../../tests/factories/kafoo.ts";
import { moneyOf } from "../../../tests/factories/money.ts";
import { auditOf, makeStaff } from "../../../tests/factories/staff.ts";
import { quoteTransferOp, takeAdvanceOp, transferCreditOp } from "../../contracts/api/kafoo.ts";

type Customer = { token: string; lineId: string };
const bearer = (c: Customer, lang = "en") => ({
  Authorization: `Bearer ${c.token}`,
  "Content-Type": "application/json",
  "Accept-Language": lang,
});

const send = (api: ReturnType<typeof testApi>, c: Customer, body: object, key: string, lang = "en") =>
  call(api, `/api/v1/lines/${c.lineId}/transfers`, {
    method: "POST",
    headers: { ...bearer(c, lang), "Idempotency-Key": key },
    body: JSON.stringify(body),
  });

test("POST /lines/{id}/transfers moves credit once per key; a postpaid number is a localized refusal", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const sender = await kafooCustomer(db, 10_000);
    const friend = await makeLine(db);
    const first = await send(
      api,
      sender,
      { recipient: `0${friend.msisdn.slice(3)}`, amountIqd: 1000 },
      "api-kafoo-transfer-0001",
    );
    expect(first.status).toBe(201);
    const again = await send(
      api,
      sender,
      { recipient: `0${friend.msisdn.slice(3)}`, amountIqd: 1000 },
      "api-kafoo-transfer-0001",
    );
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await moneyOf(db, sender.lineId)).toEqual({ balance: 8750, ledger: 8750 });
    const postpaid = await makeLine(db, { billing: "postpaid" });
    const refused = await send(
      api,
      sender,
      { recipient: postpaid.msisdn, amountIqd: 1000 },
      "api-kafoo-transfer-0002",
      "ar",
    );
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.code).toBe("kafoo_recipient_not_prepaid");
    expect(body.fields[0]).toMatchObject({ path: "recipient", message: expect.stringContaining("مسبق الدفع") });
  }));

test("staff pause transfers and advances over the staff API (audited); customers then get 503 service_paused", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const finance = await makeStaff(db, "finance");
    const support = await makeStaff(db, "support");
    const customer = await kafooCustomer(db, 10_000);
    const friend = await makeLine(db);
    const put = (headers: Record<string, string>, service: string, body: object) =>
      call(api, `/api/v1/staff/services/${service}`, { method: "PUT", headers, body: JSON.stringify(body) });
    // Support may look but not switch.
    expect((await put(support.headers, "credit_transfer", { paused: true })).status).toBe(403);
    const paused = await put(finance.headers, "credit_transfer", { paused: true, note: "fraud wave" });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ service: "credit_transfer", paused: true, note: "fraud wave" });
    expect((await put(finance.headers, "credit_advance", { paused: true })).status).toBe(200);
    const list = await (await call(api, "/api/v1/staff/services", { headers: support.headers })).json();
    expect(list.services.map((s: { service: string; paused: boolean }) => [s.service, s.paused])).toEqual([
      ["credit_transfer", true],
      ["credit_advance", true],
      ["auto_recharge", false],
    ]);
    const refused = await send(api, customer, { recipient: friend.msisdn, amountIqd: 1000 }, "api-kafoo-paused1", "ku");
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      code: "service_paused",
      message: expect.stringContaining("ڕاگیراوە"),
    });
    const advance = await call(api, `/api/v1/lines/${customer.lineId}/advances`, {
      method: "POST",
      headers: { ...bearer(customer), "Idempotency-Key": "api-kafoo-advance1" },
      body: JSON.stringify({ amountIqd: 1000 }),
    });
    expect(advance.status).toBe(503);
    const visible = await (await call(api, "/api/v1/kafoo/services")).json();
    expect(visible).toEqual({ creditTransfer: true, creditAdvance: true, autoRecharge: false });
    expect((await auditOf(db, "credit_transfer")).map((r) => [r.action, r.actor])).toEqual([
      ["service.pause", finance.member.login],
    ]);
    expect(await moneyOf(db, customer.lineId)).toEqual({ balance: 10_000, ledger: 10_000 });
  }));

test("the Kafoo operations are documented in OpenAPI", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const doc = await (await call(api, "/api/v1/openapi.json")).json();
    for (const op of [transferCreditOp, quoteTransferOp, takeAdvanceOp]) {
      expect(doc.paths[`/api/v1${op.path}`]?.[op.method], op.path).toBeDefined();
    }
  }));
