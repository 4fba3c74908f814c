import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode, makeLine } from "../../../tests/factories/accounts.ts";
import { fundedBusiness, signedInMember } from "../../../tests/factories/business.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { bills } from "../../db/schema/index.ts";
import { notify } from "../../domain/notifications/notifications.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";

type Api = ReturnType<typeof testApi>;

const send = (api: Api, token: string, method: string, path: string, body?: unknown, lang = "en") =>
  call(api, `/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Accept-Language": lang },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

let keys = 0;
const buy = (api: Api, token: string, lineId: string, lang = "en") =>
  call(api, `/api/v1/lines/${lineId}/bundle-purchases`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      "Accept-Language": lang,
      "Idempotency-Key": `business-key-${String(++keys).padStart(8, "0")}`,
    },
    body: JSON.stringify({ offering: "bikaifi-210" }),
  });

test("a purchase that would pass a line's monthly spend limit is refused with a clear 409, and nothing is charged", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const company = await fundedBusiness(db, 20_000);
    const [line, other] = company.lineIds as [string, string];
    const set = await send(api, company.token, "PUT", `/business/lines/${line}/spend-limit`, { limitIqd: 5000 });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ id: line, limitIqd: 5000, spentIqd: 0 });

    expect((await buy(api, company.token, line)).status).toBe(201);
    const refused = await buy(api, company.token, line, "ar");
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.code).toBe("spend_limit_reached");
    expect(body.message).toContain("حدّ الصرف الشهري");
    expect(body.message).toContain("٢٬٠٠٠");
    const ku = await buy(api, company.token, line, "ckb");
    expect((await ku.json()).message).toContain("سنووری خەرجی");
    expect(await moneyOf(db, line)).toEqual({ balance: 17_000, ledger: 17_000 });

    // Another line of the company has no limit; removing the limit lets the line buy again.
    expect((await buy(api, company.token, other)).status).toBe(201);
    await send(api, company.token, "PUT", `/business/lines/${line}/spend-limit`, { limitIqd: null });
    expect((await buy(api, company.token, line)).status).toBe(201);

    const overview = await (await send(api, company.token, "GET", "/business/lines")).json();
    const spent = Object.fromEntries(overview.lines.map((l: { id: string; spentIqd: number }) => [l.id, l.spentIqd]));
    expect(spent).toEqual({ [line]: 6000, [other]: 3000, [company.lineIds[2] as string]: 0 });
    expect(overview.spentIqd).toBe(9000);
  }));

test("a limit out of range is a field error; only a business account's owner may set one", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const company = await fundedBusiness(db, 0);
    const line = company.lineIds[0] as string;
    const low = await send(api, company.token, "PUT", `/business/lines/${line}/spend-limit`, { limitIqd: 10 }, "ar");
    expect(low.status).toBe(422);
    expect((await low.json()).fields).toEqual([expect.objectContaining({ path: "limitIqd" })]);
    const person = await fundedCustomer(db, 0);
    const res = await send(api, person.token, "GET", "/business/lines");
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("business_only");
  }));

test("the consolidated bill shows each line's bill for the month and sums them", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const company = await fundedBusiness(db, 0);
    const [a, b, none] = company.lineIds as [string, string, string];
    const period = {
      periodStart: new Date("2026-09-30T21:00:00Z"),
      periodEnd: new Date("2026-10-31T21:00:00Z"),
      issuedAt: new Date("2026-10-31T21:00:00Z"),
      dueAt: new Date("2026-11-15T21:00:00Z"),
    };
    await db.insert(bills).values([
      {
        lineId: a,
        ...period,
        planIqd: 25_000,
        bundlesIqd: 3000,
        usageIqd: 1200,
        taxIqd: 800,
        totalIqd: 30_000,
        paidIqd: 30_000,
      },
      { lineId: b, ...period, planIqd: 25_000, bundlesIqd: 0, usageIqd: 4500, taxIqd: 500, totalIqd: 30_000 },
    ]);
    const res = await send(api, company.token, "GET", "/business/bill");
    expect(res.status).toBe(200);
    const bill = await res.json();
    expect(bill.month).toBe("2026-10");
    const byLine = Object.fromEntries(bill.lines.map((l: { lineId: string; bill: unknown }) => [l.lineId, l.bill]));
    expect(byLine[a]).toMatchObject({ totalIqd: 30_000, status: "paid" });
    expect(byLine[none]).toBeNull();
    expect(bill.totals).toEqual({
      planIqd: 50_000,
      bundlesIqd: 3000,
      usageIqd: 5700,
      taxIqd: 1300,
      totalIqd: 60_000,
      paidIqd: 30_000,
      dueIqd: 30_000,
    });
    const empty = await (await send(api, company.token, "GET", "/business/bill?month=2026-09")).json();
    expect(empty.totals.totalIqd).toBe(0);
    expect((await send(api, company.token, "GET", "/business/bill?month=2026-13")).status).toBe(422);
  }));

test("a member sees and charges only the lines given to them and cannot manage the account", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const company = await fundedBusiness(db, 20_000);
    const [mine, theirs] = company.lineIds as [string, string];
    const { token } = await signedInMember(db, company.account.id, [mine]);

    const listed = await (await send(api, token, "GET", "/lines")).json();
    expect(listed.map((l: { id: string }) => l.id)).toEqual([mine]);
    const session = await (await send(api, token, "GET", "/auth/session")).json();
    expect(session.customer.role).toBe("member");
    // Greeted by their own name, not the company's; the owner keeps the account's name.
    expect(session.customer.name).toBe("Dara Omar");
    const owners = await (await send(api, company.token, "GET", "/auth/session")).json();
    expect(owners.customer.name).toBe(company.account.name);
    expect(session.lines.map((l: { id: string }) => l.id)).toEqual([mine]);

    expect((await send(api, token, "GET", `/lines/${theirs}/balance`)).status).toBe(404);
    expect((await send(api, token, "GET", `/lines/${theirs}/statement`)).status).toBe(404);
    expect((await buy(api, token, theirs)).status).toBe(404);
    expect(await moneyOf(db, theirs)).toEqual({ balance: 20_000, ledger: 20_000 });
    expect((await buy(api, token, mine)).status).toBe(201);

    // The company's saved cards and automatic payments are the owner's, even on the member's own line.
    expect((await send(api, company.token, "GET", "/autopay")).status).toBe(200);
    for (const [method, path, body] of [
      ["GET", "/business/lines"],
      ["GET", "/business/bill"],
      ["PUT", `/business/lines/${mine}/spend-limit`, { limitIqd: 100_000 }],
      ["PATCH", "/account/profile", { name: "Not the company" }],
      ["GET", "/autopay"],
      ["POST", "/autopay/methods", {}],
      ["PUT", "/autopay/rules", { kind: "bill_due", lineId: mine, methodId: randomUUID() }],
      ["DELETE", `/autopay/rules/${randomUUID()}`],
      ["DELETE", `/autopay/methods/${randomUUID()}`],
    ] as const) {
      const res = await send(api, token, method, path, body);
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("owner_only");
    }
  }));

test("the owner adds a member, who is told by SMS and signs in with a code; removing them signs them out", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const company = await fundedBusiness(db, 0);
    const [mine] = company.lineIds as [string];
    const number = await makeLine(db);
    const national = `0${number.msisdn.slice(3)}`;
    const added = await send(api, company.token, "POST", "/business/users", {
      name: "Dara Omar",
      msisdn: national,
      lineIds: [mine],
    });
    expect(added.status).toBe(201);
    const member = await added.json();
    expect(member).toMatchObject({ role: "member", msisdn: number.msisdn, lineIds: [mine] });
    const [told] = await readOutbox(db, number.msisdn, 1);
    expect(told?.body).toContain("Noor Ali");

    const again = await send(api, company.token, "POST", "/business/users", {
      name: "Dara Omar",
      msisdn: national,
      lineIds: [mine],
    });
    expect(again.status).toBe(409);

    const auth = (path: string, json: unknown) =>
      call(api, `/api/v1/auth${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(json),
      });
    const password = await auth("/login", { msisdn: national, password: "olive tree by the river" });
    expect(password.status).toBe(422);
    const { flowId } = await (await auth("/login-code", { msisdn: national })).json();
    const verified = await auth("/verify-code", { flowId, code: await lastCode(db, number.msisdn) });
    const { token } = await (await auth("/login-ticket", { ticket: (await verified.json()).ticket })).json();
    const lines = await (await send(api, token, "GET", "/lines")).json();
    expect(lines.map((l: { id: string }) => l.id)).toEqual([mine]);

    const users = await (await send(api, company.token, "GET", "/business/users")).json();
    expect(users.map((u: { role: string }) => u.role)).toEqual(["owner", "member"]);
    expect((await send(api, company.token, "DELETE", `/business/users/${member.id}`)).status).toBe(204);
    expect((await send(api, token, "GET", "/lines")).status).toBe(401);
  }));

test("a member reads only the notices about the lines given to them; the owner reads them all", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const company = await fundedBusiness(db, 20_000);
    const [mine, theirs] = company.lineIds as [string, string];
    const { token } = await signedInMember(db, company.account.id, [mine]);
    const accountId = company.account.id;
    await notify(db, { accountId, lineId: mine, kind: "low_balance", params: { balance: 900 } });
    await notify(db, { accountId, lineId: theirs, kind: "low_balance", params: { balance: 500 } });
    await notify(db, { accountId, kind: "points_expiring", params: { points: 40 } });

    const listed = await (await send(api, token, "GET", "/notifications")).json();
    expect(listed.items.map((n: { lineId: string | null }) => n.lineId)).toEqual([mine]);
    expect(listed.unread).toBe(1);
    expect((await (await send(api, token, "GET", "/auth/session")).json()).unreadNotifications).toBe(1);
    const owners = await (await send(api, company.token, "GET", "/notifications")).json();
    expect(owners.items).toHaveLength(3);
    expect(owners.unread).toBe(3);

    // Another line's notice is not the member's to mark read, one by one or all at once.
    const other = owners.items.find((n: { lineId: string | null }) => n.lineId === theirs);
    expect((await send(api, token, "POST", `/notifications/${other.id}/read`)).status).toBe(404);
    expect(await (await send(api, token, "POST", "/notifications/read-all")).json()).toEqual({ marked: 1 });
    expect((await (await send(api, company.token, "GET", "/notifications")).json()).unread).toBe(2);
  }));
