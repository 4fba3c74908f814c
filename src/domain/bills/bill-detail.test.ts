import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { AFTER_ISSUE, billedCustomer } from "../../../tests/factories/bills.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { DomainError } from "../errors.ts";
import { getBill } from "./bill-detail.ts";
import { allocatePayment } from "./bills.ts";

test("a bill is itemised by plan fee, bundle, usage by kind and tax, and its items add up to its total", () =>
  withRollback(async (_h, db) => {
    const c = await billedCustomer(db);
    // Names come in the caller's language.
    const ctx = { ...c.customer(AFTER_ISSUE), locale: "ar" as const };
    const bill = await getBill({ ctx, input: { lineId: c.lineId, billId: c.bill.id } });
    expect(bill.items.map((i) => [i.kind, i.usage])).toEqual([
      ["plan", null],
      ["bundle", null],
      ["usage", "international"],
      ["usage", "roaming"],
      ["tax", null],
    ]);
    expect(bill.items[0]).toMatchObject({ name: "باور ٢٥", amountIqd: 25_000 });
    expect(bill.items[1]).toMatchObject({ name: "تجوال تركيا ٣ غيغابايت", amountIqd: 15_000 });
    expect(bill.items[2]).toMatchObject({ amountIqd: 800, quantity: null });
    expect(bill.items.reduce((sum, i) => sum + i.amountIqd, 0)).toBe(bill.totalIqd);
    expect(bill).toMatchObject({ status: "open", paidIqd: 0, payments: [], toSettleIqd: bill.totalIqd });
  }));

test("the payments against a bill are listed with their dates, and a paid bill needs nothing more", () =>
  withRollback(async (_h, db) => {
    const c = await billedCustomer(db);
    const first = new Date("2026-11-03T10:00:00Z");
    const second = new Date("2026-11-05T10:00:00Z");
    await allocatePayment(db, c.lineId, 10_000, { source: "payment", reference: "card", at: first });
    await allocatePayment(db, c.lineId, c.bill.totalIqd - 10_000, {
      source: "reward",
      reference: "bill-5k",
      at: second,
    });
    const bill = await getBill({ ctx: c.customer(second), input: { lineId: c.lineId, billId: c.bill.id } });
    expect(bill.payments).toEqual([
      { amountIqd: 10_000, source: "payment", paidAt: first.toISOString() },
      { amountIqd: c.bill.totalIqd - 10_000, source: "reward", paidAt: second.toISOString() },
    ]);
    expect(bill).toMatchObject({ status: "paid", paidIqd: c.bill.totalIqd, toSettleIqd: 0 });
  }));

test("another customer's bill, or a bill asked for through another line, is not found", () =>
  withRollback(async (_h, db) => {
    const c = await billedCustomer(db);
    const stranger = await fundedCustomer(db, 0, { billing: "postpaid" });
    const asStranger = testContext(db, { now: AFTER_ISSUE, actor: actorFor(stranger.account.id, [stranger.lineId]) });
    const refused = (lineId: string) =>
      getBill({ ctx: asStranger, input: { lineId, billId: c.bill.id } }).catch((e: unknown) => e);
    expect(await refused(c.lineId)).toMatchObject({ kind: "not_found", code: "line_not_found" });
    expect(await refused(stranger.lineId)).toBeInstanceOf(DomainError);
    expect(await refused(stranger.lineId)).toMatchObject({ code: "bill_not_found" });
  }));
