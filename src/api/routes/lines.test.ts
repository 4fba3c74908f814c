import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";

import * as historyOps from "../../contracts/api/line-history.ts";
import * as lineOps from "../../contracts/api/lines.ts";
import * as notificationOps from "../../contracts/api/notifications.ts";
import type { Operation } from "../../contracts/api/operation.ts";
import { ingestUsageEventsOp } from "../../contracts/api/usage.ts";
import { buckets, ledgerEntries, notifications, subscriptions } from "../../db/schema/index.ts";

const auth = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  "Content-Type": "application/json",
  ...extra,
});
const buy = (
  api: ReturnType<typeof testApi>,
  c: { token: string; lineId: string },
  offering: string,
  key: string,
  lang = "en",
) =>
  call(api, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
    method: "POST",
    headers: auth(c.token, { "Idempotency-Key": key, "Accept-Language": lang }),
    body: JSON.stringify({ offering }),
  });

test("buying a bundle charges the balance once, creates its buckets and says so; a retry replays the first result", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const first = await buy(api, c, "bikaifi-210", "key-0000000000000001");
    expect(first.status).toBe(201);
    const bought = await first.json();
    expect(bought).toMatchObject({ chargedIqd: 3000, balanceIqd: 7000, offering: { slug: "bikaifi-210" } });
    const again = await buy(api, c, "bikaifi-210", "key-0000000000000001");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(bought);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 7000, ledger: 7000 });

    const balance = await (await call(api, `/api/v1/lines/${c.lineId}/balance`, { headers: auth(c.token) })).json();
    expect(balance.buckets.map((b: { kind: string; total: number }) => [b.kind, b.total])).toEqual([
      ["data", 1024 * 1024],
      ["off_net_voice", 210 * 60],
    ]);
    const notices = await db.select().from(notifications).where(eq(notifications.accountId, c.account.id));
    expect(notices.map((n) => n.kind)).toEqual(["bundle_purchased"]);

    const reused = await buy(api, c, "weekly-3gb", "key-0000000000000001");
    expect(reused.status).toBe(422);
    expect((await reused.json()).code).toBe("idempotency_key_reused");
  }));

test("not enough credit is a clear 409 that suggests a recharge, and nothing is charged", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 2000);
    const res = await buy(api, c, "bikaifi-210", "key-0000000000000002", "ckb");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "insufficient_balance",
      message: "باڵانسی پێویست لەم هێڵەدا نییە. هێڵەکە پڕبکەرەوە و دووبارە هەوڵ بدەرەوە.",
    });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 2000, ledger: 2000 });
    expect(await db.select().from(buckets).where(eq(buckets.lineId, c.lineId))).toEqual([]);
    // The failed attempt left no key behind: after a recharge the same key buys.
    const { credit } = await import("../../domain/lines/money.ts");
    await credit(db, c.lineId, 5000, { kind: "recharge" });
    expect((await buy(api, c, "bikaifi-210", "key-0000000000000002")).status).toBe(201);
  }));

test("a postpaid line buys on its bill up to its credit limit", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0, { billing: "postpaid" });
    const balanceOf = async () =>
      (await call(api, `/api/v1/lines/${c.lineId}/balance`, { headers: auth(c.token) })).json();

    const first = await buy(api, c, "turkey-roaming-10gb", "key-0000000000000003");
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ chargedIqd: 35_000, balanceIqd: -35_000 });
    const afterFirst = await balanceOf();
    expect(afterFirst).toMatchObject({ balanceIqd: -35_000, owedIqd: 35_000, creditLimitIqd: 150_000 });
    // What turkey-roaming-10gb gives (content/catalogue/offerings.json), usable abroad only.
    expect(
      afterFirst.buckets.map((b: { kind: string; total: number; roaming: boolean }) => [b.kind, b.total, b.roaming]),
    ).toEqual([
      ["data", 10_240 * 1024, true],
      ["off_net_voice", 100 * 60, true],
    ]);

    // 3 × 35,000 + 3 × 15,000 = 150,000: the bill reaches the credit limit exactly.
    const more = [
      "turkey-roaming-10gb",
      "turkey-roaming-10gb",
      "turkey-roaming-3gb",
      "turkey-roaming-3gb",
      "turkey-roaming-3gb",
    ];
    const balances = [];
    for (const [i, offering] of more.entries()) {
      const res = await buy(api, c, offering, `key-00000000000001${i}0`);
      expect(res.status, offering).toBe(201);
      balances.push((await res.json()).balanceIqd);
    }
    expect(balances).toEqual([-70_000, -105_000, -120_000, -135_000, -150_000]);
    const atLimit = await balanceOf();
    expect(atLimit).toMatchObject({ balanceIqd: -150_000, owedIqd: 150_000, creditLimitIqd: 150_000 });
    expect(atLimit.buckets).toHaveLength(12);

    // One more is beyond the limit: refused with the reason, and nothing is charged or given.
    const refused = await buy(api, c, "turkey-roaming-3gb", "key-0000000000000190");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "insufficient_balance",
      message: "There is not enough credit on this line for that. Recharge the line and try again.",
    });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -150_000, ledger: -150_000 });
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.lineId, c.lineId))).toHaveLength(6);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.lineId, c.lineId))).toHaveLength(6);
    expect(await db.select().from(buckets).where(eq(buckets.lineId, c.lineId))).toHaveLength(12);
  }));

test("what a line may not buy is refused with the reason; another customer's line does not exist", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 100_000);
    const other = await fundedCustomer(db, 100_000);
    expect((await (await buy(api, c, "power-40", "key-0000000000000004")).json()).code).toBe(
      "offering_not_purchasable",
    );
    expect((await (await buy(api, c, "mbb-50gb", "key-0000000000000005")).json()).code).toBe("offering_not_for_line");
    expect((await (await buy(api, c, "no-such-bundle", "key-0000000000000006")).json()).code).toBe(
      "offering_not_found",
    );
    const foreign = await buy(api, { token: c.token, lineId: other.lineId }, "bikaifi-210", "key-0000000000000007");
    expect(foreign.status).toBe(404);
    const noKey = await call(api, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
      method: "POST",
      headers: auth(c.token),
      body: JSON.stringify({ offering: "bikaifi-210" }),
    });
    expect(noKey.status).toBe(422);
    const signedOut = await call(api, `/api/v1/lines/${c.lineId}/balance`);
    expect(signedOut.status).toBe(401);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 100_000, ledger: 100_000 });
  }));

test("services switch and are confirmed by a notification; notifications are read one by one or all at once", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const patch = (body: unknown) =>
      call(api, `/api/v1/lines/${c.lineId}/services`, {
        method: "PATCH",
        headers: auth(c.token),
        body: JSON.stringify(body),
      });
    expect(await (await patch({ mobileData: false, usageAlertPercent: 50 })).json()).toEqual({
      mobileData: false,
      roaming: false,
      internationalCalls: true,
      usageAlertPercent: 50,
    });
    expect((await patch({})).status).toBe(422);
    expect((await patch({ usageAlertPercent: 150 })).status).toBe(422);
    await patch({ roaming: true });
    const list = await (await call(api, "/api/v1/notifications", { headers: auth(c.token) })).json();
    expect(list.unread).toBe(2);
    expect(list.items.map((n: { params: { service: string } }) => n.params.service)).toEqual(["roaming", "mobileData"]);
    const [newest] = list.items;
    expect(
      (await call(api, `/api/v1/notifications/${newest.id}/read`, { method: "POST", headers: auth(c.token) })).status,
    ).toBe(204);
    expect((await (await call(api, "/api/v1/notifications", { headers: auth(c.token) })).json()).unread).toBe(1);
    const all = await call(api, "/api/v1/notifications/read-all", { method: "POST", headers: auth(c.token) });
    expect(await all.json()).toEqual({ marked: 1 });
  }));

test("a lost SIM is suspended at once and cannot buy until resumed", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const put = (suspended: boolean) =>
      call(api, `/api/v1/lines/${c.lineId}/suspension`, {
        method: "PUT",
        headers: auth(c.token),
        body: JSON.stringify({ suspended }),
      });
    expect(await (await put(true)).json()).toEqual({ status: "suspended" });
    expect((await (await buy(api, c, "bikaifi-210", "key-0000000000000008")).json()).code).toBe("line_not_in_service");
    expect(await (await put(false)).json()).toEqual({ status: "active" });
    expect((await buy(api, c, "bikaifi-210", "key-0000000000000008")).status).toBe(201);
  }));

test("usage comes back per day or per week, with totals by destination and app", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const { rateEvent } = await import("../../domain/usage/rating.ts");
    const at = (d: string) => new Date(`${d}T10:00:00+03:00`);
    for (const [i, day] of ["2026-11-02", "2026-11-03", "2026-11-10"].entries()) {
      await rateEvent({
        ctx: testContext(db),
        input: {
          id: `u-${c.lineId}-${i}`,
          msisdn: c.msisdn,
          type: "data",
          occurredAt: at(day),
          quantity: 2048,
          app: "youtube",
        },
      });
    }
    await rateEvent({
      ctx: testContext(db),
      input: {
        id: `u-${c.lineId}-v`,
        msisdn: c.msisdn,
        type: "voice",
        destination: "off_net",
        occurredAt: at("2026-11-03"),
        quantity: 90,
      },
    });
    const get = async (q: string) =>
      (
        await call(api, `/api/v1/lines/${c.lineId}/usage?from=2026-11-01&to=2026-11-15&${q}`, {
          headers: auth(c.token),
        })
      ).json();
    const daily = await get("granularity=day");
    expect(daily.series.map((p: { period: string; dataKb: number }) => [p.period, p.dataKb])).toEqual([
      ["2026-11-02", 2048],
      ["2026-11-03", 2048],
      ["2026-11-10", 2048],
    ]);
    const weekly = await get("granularity=week");
    expect(
      weekly.series.map((p: { period: string; dataKb: number; voiceSeconds: number }) => [
        p.period,
        p.dataKb,
        p.voiceSeconds,
      ]),
    ).toEqual([
      ["2026-11-02", 4096, 90],
      ["2026-11-09", 2048, 0],
    ]);
    expect(weekly.byApp).toEqual([{ app: "youtube", dataKb: 6144 }]);
    expect(weekly.byDestination).toContainEqual(
      expect.objectContaining({ type: "voice", destination: "off_net", quantity: 90 }),
    );
  }));

test("every lines, notifications and usage-feed operation is documented with its schemas and error answers", () =>
  withRollback(async (handle) => {
    const doc = await (await call(testApi(handle), "/api/v1/openapi.json", { key: null })).json();
    const operations: Operation[] = [
      lineOps.listLinesOp,
      lineOps.getLineBalanceOp,
      lineOps.listLineOffersOp,
      lineOps.purchaseBundleOp,
      historyOps.getLineUsageOp,
      historyOps.getLineStatementOp,
      historyOps.listLineBillsOp,
      lineOps.getLineServicesOp,
      lineOps.updateLineServicesOp,
      lineOps.setAutoRenewOp,
      lineOps.setLineSuspensionOp,
      notificationOps.listNotificationsOp,
      notificationOps.markNotificationReadOp,
      notificationOps.markAllNotificationsReadOp,
      ingestUsageEventsOp,
    ];
    for (const op of operations) {
      const documented = doc.paths[`/api/v1${op.path}`]?.[op.method];
      expect(documented, `${op.method} ${op.path}`).toBeDefined();
      const statuses = Object.keys(documented.responses);
      expect(statuses).toEqual(expect.arrayContaining([String(op.success.status), ...op.errors.map(String)]));
      if (op.success.schema) {
        expect(documented.responses[op.success.status].content["application/json"].schema).toBeDefined();
      }
      if (op.body) expect(documented.requestBody.content["application/json"].schema).toBeDefined();
      if (op.params) {
        const inPath = documented.parameters
          .filter((p: { in: string }) => p.in === "path")
          .map((p: { name: string }) => p.name);
        expect(inPath.sort()).toEqual(Object.keys(op.params.shape).sort());
      }
    }
  }));
