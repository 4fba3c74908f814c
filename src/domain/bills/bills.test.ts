import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { actorFor, testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { bills, lineBalances } from "../../db/schema/index.ts";
import { startPlan } from "../bundles/plans.ts";
import { purchaseBundle } from "../bundles/purchase.ts";
import { credit } from "../lines/money.ts";
import { rateEvent } from "../usage/rating.ts";
import { allocatePayment, billStatus, issueDueBills, lastPeriod, listBills } from "./bills.ts";

test("the last period ends at Baghdad midnight on the cycle day, a month long", () => {
  const { start, end } = lastPeriod(5, new Date("2026-11-22T10:00:00Z"));
  expect(end.toISOString()).toBe("2026-11-04T21:00:00.000Z");
  expect(start.toISOString()).toBe("2026-10-04T21:00:00.000Z");
  // Before the cycle day, the period that ended last month.
  expect(lastPeriod(25, new Date("2026-01-10T10:00:00Z")).end.toISOString()).toBe("2025-12-24T21:00:00.000Z");
});

test("a postpaid bill adds up plan, bundles and usage with tax, once per period; payments settle the oldest first", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 0, { billing: "postpaid" });
    await db.update(lineBalances).set({ billCycleDay: 1 }).where(eq(lineBalances.lineId, c.lineId));
    const inPeriod = new Date("2026-10-10T09:00:00Z");
    const env = testEnv(db, { ...testConfig(), billing: { taxPercent: 10, dueDays: 14 } });
    // The network, the bill job and sales act with no customer; the customer buys and reads bills.
    const system = (now: Date) => testContext(db, { now, env });
    const customer = (now: Date) => testContext(db, { now, env, actor: actorFor(c.account.id, [c.lineId]) });
    await startPlan({ ctx: system(inPeriod), input: { lineId: c.lineId, plan: "power-25" } });
    await purchaseBundle({
      ctx: customer(inPeriod),
      input: {
        lineId: c.lineId,
        offering: "turkey-roaming-3gb",
        autoRenew: false,
        idempotencyKey: "bill-test-key-000001",
      },
    });
    await rateEvent({
      ctx: system(inPeriod),
      input: {
        id: `bill-${c.lineId}`,
        msisdn: c.msisdn,
        type: "voice",
        destination: "international",
        occurredAt: new Date("2026-10-12T12:00:00Z"),
        quantity: 120,
      },
    });
    expect(await issueDueBills({ ctx: system(new Date("2026-11-02T08:00:00Z")) })).toMatchObject({ issued: 1 });
    expect(await issueDueBills({ ctx: system(new Date("2026-11-03T08:00:00Z")) })).toMatchObject({ issued: 0 });
    const [bill] = await db.select().from(bills).where(eq(bills.lineId, c.lineId));
    expect(bill).toMatchObject({ planIqd: 25_000, usageIqd: 800 });
    expect(bill?.bundlesIqd).toBeGreaterThan(0);
    expect(bill?.taxIqd).toBe(Math.round(((bill?.planIqd ?? 0) + (bill?.bundlesIqd ?? 0) + 800) / 10));
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -(bill?.totalIqd ?? 0), ledger: -(bill?.totalIqd ?? 0) });

    await credit(db, c.lineId, 10_000, { kind: "payment" });
    await allocatePayment(db, c.lineId, 10_000, { source: "payment", at: new Date("2026-11-04T10:00:00Z") });
    const [listed] = await listBills({ ctx: customer(new Date("2026-11-05T00:00:00Z")), input: { lineId: c.lineId } });
    expect(listed).toMatchObject({ paidIqd: 10_000, status: "partly_paid" });
    expect(billStatus({ totalIqd: 5, paidIqd: 0, dueAt: new Date("2026-11-01") }, new Date("2026-11-20"))).toBe(
      "overdue",
    );
  }));
