import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import type { Db } from "../../db/client.server.ts";
import { usageRecords } from "../../db/schema/index.ts";
import { purchaseBundle } from "../bundles/purchase.ts";
import { DomainError } from "../errors.ts";
import { maskPeer, paidFromOf } from "./paid-from.ts";
import { rateEvent, type UsageEvent } from "./rating.ts";
import { listUsageRecords } from "./records.ts";

const MB = 1024;
const HOUR = 60 * 60_000;

/** A prepaid customer with Bikaifi 210 (1 GB and 210 minutes to other networks) bought a day ago. */
async function customerWithBundle(db: Db) {
  const c = await fundedCustomer(db, 100_000);
  const bought = new Date(Date.now() - 24 * HOUR);
  await purchaseBundle({
    ctx: testContext(db, { now: bought, actor: actorFor(c.account.id, [c.lineId]) }),
    input: { lineId: c.lineId, offering: "bikaifi-210", autoRenew: false, idempotencyKey: `records-${c.lineId}` },
  });
  const rate = (id: string, hoursAgo: number, e: Omit<UsageEvent, "id" | "msisdn" | "occurredAt">) =>
    rateEvent({
      ctx: testContext(db),
      input: { id: `${id}-${c.lineId}`, msisdn: c.msisdn, occurredAt: new Date(Date.now() - hoursAgo * HOUR), ...e },
    });
  return { ...c, rate };
}

const mine = (c: { account: { id: string }; lineId: string }, db: Db, locale: "en" | "ar" = "en") =>
  testContext(db, { locale, actor: actorFor(c.account.id, [c.lineId]) });

test("each record keeps what paid for it when it was rated: the bundle by name, the balance, or both", () =>
  withRollback(async (_h, db) => {
    const c = await customerWithBundle(db);
    await c.rate("call", 5, { type: "voice", destination: "off_net", quantity: 120, peer: "9647701234588" });
    await c.rate("abroad", 4, { type: "voice", destination: "international", quantity: 60, peer: "905321234577" });
    await c.rate("video", 3, { type: "data", quantity: 1500 * MB, app: "youtube" });

    const stored = await db.select().from(usageRecords).where(eq(usageRecords.lineId, c.lineId));
    const byId = new Map(stored.map((r) => [r.eventId.split("-")[0], r]));
    expect(byId.get("call")).toMatchObject({ paidFrom: "bundle", paidFromOffering: "bikaifi-210", chargedIqd: 0 });
    expect(byId.get("abroad")).toMatchObject({ paidFrom: "balance", paidFromOffering: null, chargedIqd: 400 });
    // 1 GB from the bundle, the other 476 MB at 15 IQD a MB from the balance.
    expect(byId.get("video")).toMatchObject({
      paidFrom: "bundle_and_balance",
      paidFromOffering: "bikaifi-210",
      chargedIqd: 476 * 15,
    });

    const view = await listUsageRecords({
      ctx: mine(c, db, "ar"),
      input: { lineId: c.lineId, from: new Date(Date.now() - 48 * HOUR), to: new Date() },
    });
    expect(view.records.map((r) => [r.type, r.paidFrom, r.bundle?.name ?? null, r.peer])).toEqual([
      ["data", "bundle_and_balance", "بكيفي ٢١٠", null],
      ["voice", "balance", null, "+90 ••• ••77"],
      ["voice", "bundle", "بكيفي ٢١٠", "0770 ••• ••88"],
    ]);
    // Only the hidden form of a number is ever stored.
    expect(JSON.stringify(stored)).not.toContain("1234588");
  }));

test("records filter by type and by what paid, and page from newest to oldest without gaps or repeats", () =>
  withRollback(async (_h, db) => {
    const c = await customerWithBundle(db);
    for (let i = 0; i < 5; i++) {
      await c.rate(`call${i}`, 10 - i, { type: "voice", destination: "off_net", quantity: 60 });
      await c.rate(`text${i}`, 10 - i, { type: "sms", destination: "on_net", quantity: 1 });
    }
    const period = { lineId: c.lineId, from: new Date(Date.now() - 48 * HOUR), to: new Date() };
    const list = (filter: Partial<Parameters<typeof listUsageRecords>[0]["input"]>) =>
      listUsageRecords({ ctx: mine(c, db), input: { ...period, ...filter } });

    const texts = await list({ type: "sms" });
    expect(texts.records).toHaveLength(5);
    expect(texts.records.every((r) => r.type === "sms" && r.paidFrom === "balance" && r.chargedIqd === 25)).toBe(true);
    const fromBundle = await list({ paidFrom: "bundle" });
    expect(fromBundle.records.map((r) => r.type)).toEqual(Array(5).fill("voice"));
    expect((await list({ paidFrom: "balance", type: "voice" })).records).toEqual([]);

    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 5; page++) {
      const view = await list({ limit: 3, before });
      seen.push(...view.records.map((r) => r.id));
      before = view.next ?? undefined;
      if (!before) break;
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    const times = (await list({})).records.map((r) => r.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
  }));

test("another account's line is not found", () =>
  withRollback(async (_h, db) => {
    const c = await customerWithBundle(db);
    const other = await fundedCustomer(db, 0);
    await expect(
      listUsageRecords({
        ctx: mine(other, db),
        input: { lineId: c.lineId, from: new Date(Date.now() - HOUR), to: new Date() },
      }),
    ).rejects.toBeInstanceOf(DomainError);
  }));

test("what paid is the bundle, the balance, both or nothing; numbers are hidden but for the network and last digits", () => {
  expect(paidFromOf({ fromBuckets: 60, charged: 0, overage: 0 })).toBe("bundle");
  expect(paidFromOf({ fromBuckets: 0, charged: 40, overage: 0 })).toBe("balance");
  // A balance too small to pay still was the balance's charge (the rest is overage).
  expect(paidFromOf({ fromBuckets: 0, charged: 0, overage: 40 })).toBe("balance");
  expect(paidFromOf({ fromBuckets: 30, charged: 20, overage: 0 })).toBe("bundle_and_balance");
  expect(paidFromOf({ fromBuckets: 0, charged: 0, overage: 0 })).toBe("free");
  expect(maskPeer("9647801234567")).toBe("0780 ••• ••67");
  expect(maskPeer("971501234519")).toBe("+971 ••• ••19");
  expect(maskPeer("905321234577")).toBe("+90 ••• ••77");
  expect(maskPeer("12025550123")).toBe("+1 ••• ••23");
});
