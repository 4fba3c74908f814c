import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { lineStatus } from "../../../tests/factories/accounts.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { makeStaff } from "../../../tests/factories/staff.ts";
import { notifications } from "../../db/schema/index.ts";
import { brandInSms } from "../../domain/notifications/notifications.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";
import { translate } from "../../i18n/catalogue.ts";

type Api = ReturnType<typeof testApi>;
type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

const customerPut = (api: Api, c: Customer, suspended: boolean, lang = "en") =>
  call(api, `/api/v1/lines/${c.lineId}/suspension`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${c.token}`, "Content-Type": "application/json", "Accept-Language": lang },
    body: JSON.stringify({ suspended }),
  });

const staffPut = (api: Api, headers: Record<string, string>, msisdn: string, body: object) =>
  call(api, `/api/v1/staff/lines/${msisdn}/suspension`, {
    method: "PUT",
    key: null,
    headers,
    body: JSON.stringify(body),
  });

const myLine = async (api: Api, c: Customer) => {
  const lines = await (await call(api, "/api/v1/lines", { headers: { Authorization: `Bearer ${c.token}` } })).json();
  return lines.find((l: { id: string }) => l.id === c.lineId);
};

test("issue 14: a customer cannot lift a suspension the operator set; they are told how to reach care, in their language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 5000);
    const support = await makeStaff(db, "support");
    expect(
      (await staffPut(api, support.headers, c.msisdn, { suspended: true, reasonCode: "unpaid_bills" })).status,
    ).toBe(200);
    for (const [lang, locale] of [
      ["en", "en"],
      ["ar", "ar"],
      ["ckb", "ku"],
    ] as const) {
      const refused = await customerPut(api, c, false, lang);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: "line_suspended_by_operator",
        message: translate(locale, "errors.line_suspended_by_operator"),
      });
    }
    expect(translate("en", "errors.line_suspended_by_operator")).toContain("107");
    expect(await lineStatus(db, c.msisdn)).toBe("suspended");
    expect(await myLine(api, c)).toMatchObject({
      status: "suspended",
      suspension: { by: "operator", reasonCode: "unpaid_bills", since: expect.any(String) },
    });
    const balance = await (
      await call(api, `/api/v1/lines/${c.lineId}/balance`, { headers: { Authorization: `Bearer ${c.token}` } })
    ).json();
    expect(balance.line.suspension).toMatchObject({ by: "operator", reasonCode: "unpaid_bills" });
    // The holder is told, in myzain and by SMS in their language (the factory's account is Arabic).
    const notices = await db.select().from(notifications).where(eq(notifications.accountId, c.account.id));
    expect(notices.map((n) => n.kind)).toEqual(["line_suspended_by_operator"]);
    const [sms] = await readOutbox(db, c.msisdn, 1);
    expect(sms?.body).toBe(translate("ar", "sms.notice.line_suspended_by_operator", { brand: brandInSms("ar") }));
  }));

test("a customer suspends and lifts their own line (lost or stolen), and the staff view names them", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 5000);
    const support = await makeStaff(db, "support");
    expect(await (await customerPut(api, c, true)).json()).toEqual({ status: "suspended" });
    expect(await myLine(api, c)).toMatchObject({ suspension: { by: "customer", reasonCode: "lost_or_stolen" } });
    const seen = await (
      await call(api, `/api/v1/staff/lines/${c.msisdn}`, { key: null, headers: support.headers })
    ).json();
    expect(seen.suspension).toMatchObject({ suspendedBy: "customer", reasonCode: "lost_or_stolen", staff: null });
    const lifted = await customerPut(api, c, false);
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toEqual({ status: "active" });
    expect(await myLine(api, c)).toMatchObject({ status: "active", suspension: null });
  }));

test("once staff suspend a line the customer had suspended, only staff can lift it; after that the customer has it back", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 5000);
    const support = await makeStaff(db, "support");
    await customerPut(api, c, true);
    await staffPut(api, support.headers, c.msisdn, { suspended: true, reasonCode: "legal_order" });
    expect((await customerPut(api, c, false)).status).toBe(409);
    // Suspending again changes nothing and is no error.
    expect(await (await customerPut(api, c, true)).json()).toEqual({ status: "suspended" });
    expect(await myLine(api, c)).toMatchObject({ suspension: { by: "operator", reasonCode: "legal_order" } });
    await staffPut(api, support.headers, c.msisdn, { suspended: false });
    expect(await lineStatus(db, c.msisdn)).toBe("active");
    expect(await (await customerPut(api, c, true)).json()).toEqual({ status: "suspended" });
    expect(await (await customerPut(api, c, false)).json()).toEqual({ status: "active" });
  }));
