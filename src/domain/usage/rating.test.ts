import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import type { Db } from "../../db/client.server.ts";
import { buckets, notifications, usageRecords } from "../../db/schema/index.ts";
import { purchaseBundle } from "../bundles/purchase.ts";
import { rateEvent, type UsageEvent } from "./rating.ts";

const DAY = 24 * 60 * 60_000;
const MB = 1024;
let n = 0;
const event = (msisdn: string, e: Partial<UsageEvent>): UsageEvent => ({
  id: `evt-${process.pid}-${++n}`,
  msisdn,
  type: "data",
  occurredAt: new Date(),
  quantity: 100 * MB,
  ...e,
});

async function buy(db: Db, c: { account: { id: string }; lineId: string }, offering: string, at = new Date()) {
  await purchaseBundle({
    ctx: testContext(db, { actor: actorFor(c.account.id, [c.lineId]), now: at }),
    input: { lineId: c.lineId, offering, autoRenew: false, idempotencyKey: `k-${offering}-${at.getTime()}-${++n}` },
  });
}
const rate = (db: Db, e: UsageEvent) => rateEvent({ ctx: testContext(db), input: e });
const usedOf = async (db: Db, lineId: string) =>
  Object.fromEntries(
    (await db.select().from(buckets).where(eq(buckets.lineId, lineId))).map((b) => [
      b.apps?.join("+") ?? b.kind,
      b.used,
    ]),
  );

test("buckets pay before money: the app's own data first, then general data; calls from minutes", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 20_000);
    await buy(db, c, "free-whatsapp-viber");
    await buy(db, c, "bikaifi-210");
    const before = await moneyOf(db, c.lineId);
    expect(await rate(db, event(c.msisdn, { app: "whatsapp", quantity: 300 * MB }))).toBe("rated");
    expect(await rate(db, event(c.msisdn, { app: "youtube", quantity: 200 * MB }))).toBe("rated");
    expect(await rate(db, event(c.msisdn, { type: "voice", destination: "off_net", quantity: 125 }))).toBe("rated");
    expect(await usedOf(db, c.lineId)).toEqual({ "whatsapp+viber": 300 * MB, data: 200 * MB, off_net_voice: 125 });
    expect(await moneyOf(db, c.lineId)).toEqual(before);
  }));

test("an expired bucket is skipped and the balance pays at the rate card's price, rounded up per event", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 20_000);
    await buy(db, c, "bundle-1gb-weekly", new Date(Date.now() - 10 * DAY));
    await rate(db, event(c.msisdn, { quantity: 100 * MB }));
    await rate(db, event(c.msisdn, { quantity: 1 }));
    // 2,000 for the bundle, 100 MB at 15 IQD, and 1 KB rounded up to 1 IQD.
    expect(await moneyOf(db, c.lineId)).toEqual({
      balance: 20_000 - 2000 - 1500 - 1,
      ledger: 20_000 - 2000 - 1500 - 1,
    });
    expect((await usedOf(db, c.lineId)).data).toBe(0);
  }));

test("a repeated event is ignored", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 5000);
    const e = event(c.msisdn, { type: "sms", destination: "off_net", quantity: 1 });
    expect(await rate(db, e)).toBe("rated");
    expect(await rate(db, e)).toBe("duplicate");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 5000 - 35, ledger: 5000 - 35 });
    expect(await rate(db, event("9647899999999", {}))).toBe("unknown_line");
  }));

test("usage that costs more than is left is charged down to zero and the rest kept as overage", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 100);
    const e = event(c.msisdn, { quantity: 1000 * MB });
    await rate(db, e);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const [record] = await db.select().from(usageRecords).where(eq(usageRecords.eventId, e.id));
    expect(record).toMatchObject({ chargedIqd: 100, overageIqd: 15_000 - 100, fromBuckets: 0 });
    const kinds = (await db.select().from(notifications).where(eq(notifications.accountId, c.account.id))).map(
      (x) => x.kind,
    );
    expect(kinds).toContain("low_balance");
  }));

test("a bundle says once when 80% and when all of it is used", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 10_000);
    await buy(db, c, "bundle-1gb-weekly");
    for (const quantity of [500 * MB, 350 * MB, 10 * MB, 200 * MB]) await rate(db, event(c.msisdn, { quantity }));
    const kinds = (await db.select().from(notifications).where(eq(notifications.accountId, c.account.id))).map(
      (x) => x.kind,
    );
    expect(kinds.filter((k) => k === "bundle_used_80")).toHaveLength(1);
    expect(kinds.filter((k) => k === "bundle_used_100")).toHaveLength(1);
  }));

test("the usage feed needs its own credential and reports what it did", () =>
  withRollback(async (handle, db) => {
    const c = await fundedCustomer(db, 5000);
    const api = testApi(handle);
    const body = JSON.stringify({
      events: [
        {
          id: `feed-${process.pid}-1`,
          msisdn: c.msisdn,
          type: "sms",
          occurredAt: new Date().toISOString(),
          quantity: 1,
          destination: "on_net",
        },
        {
          id: `feed-${process.pid}-1`,
          msisdn: c.msisdn,
          type: "sms",
          occurredAt: new Date().toISOString(),
          quantity: 1,
          destination: "on_net",
        },
      ],
    });
    const headers = { "Content-Type": "application/json" };
    const path = "/api/v1/internal/usage-events";
    expect((await call(api, path, { method: "POST", headers, body, key: null })).status).toBe(401);
    const wrong = await call(api, path, {
      method: "POST",
      headers: { ...headers, "X-Ingest-Key": "nope" },
      body,
      key: null,
    });
    expect(wrong.status).toBe(401);
    // The credential is checked before the body is read.
    const unread = await call(api, path, { method: "POST", headers, body: "{not json", key: null });
    expect(unread.status).toBe(401);
    expect((await unread.json()).code).toBe("ingest_key_invalid");
    const key = testConfig().secrets.usageIngestKey;
    const ok = await call(api, path, { method: "POST", headers: { ...headers, "X-Ingest-Key": key }, body, key: null });
    expect(await ok.json()).toEqual({ rated: 1, duplicates: 1, unknownLines: 0 });
  }));
