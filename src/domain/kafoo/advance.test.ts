import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { debtOf, kafooCtx, kafooCustomer } from "../../../tests/factories/kafoo.ts";
import { moneyOf } from "../../../tests/factories/money.ts";
import { makeVouchers } from "../../../tests/factories/vouchers.ts";
import type { Db } from "../../db/client.server.ts";
import { ledgerEntries, payments, smsOutbox } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { debit } from "../lines/money.ts";
import { fulfilPayment } from "../payments/settle.ts";
import { redeemVoucher } from "../vouchers/redeem.ts";
import { takeAdvance } from "./advance.ts";
import { kafooOverview } from "./overview.ts";
import { transferCredit } from "./transfer.ts";

type Customer = Awaited<ReturnType<typeof kafooCustomer>>;

const borrow = (db: Db, c: Customer, amountIqd: number, key = `advance-${randomUUID()}`) =>
  takeAdvance({ ctx: kafooCtx(db, c), input: { lineId: c.lineId, amountIqd, idempotencyKey: key } });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.code : error),
  );

/** A customer who spent everything and borrowed 2,000 (fee 200): owes 2,200 with 2,000 of credit. */
async function borrower(db: Db) {
  const c = await kafooCustomer(db, 1000);
  await debit(db, c.lineId, 1000, { kind: "usage" });
  await borrow(db, c, 2000);
  return c;
}

const card = async (db: Db, c: Customer, valueIqd: number) => {
  const [code = ""] = await makeVouchers(db, [valueIqd]);
  return redeemVoucher({
    ctx: kafooCtx(db, c),
    input: { msisdn: c.msisdn, code, idempotencyKey: `card-${randomUUID()}` },
  });
};

test("an advance credits the line now and records the debt with its fee; a retry replays it", () =>
  withRollback(async (_handle, db) => {
    const c = await kafooCustomer(db, 500);
    const key = "advance-key-000001";
    const first = await borrow(db, c, 2000, key);
    expect(first).toMatchObject({
      replayed: false,
      body: { amountIqd: 2000, feeIqd: 200, outstandingIqd: 2200, balanceIqd: 2500 },
    });
    expect(await borrow(db, c, 2000, key)).toEqual({ ...first, replayed: true });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 2500, ledger: 2500 });
    expect(await debtOf(db, c.lineId)).toEqual({ outstanding: 2200, entries: 2200 });
    const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, c.msisdn));
    expect(sms?.body).toContain("٢٬٢٠٠");
    // Owing, the line cannot borrow again, and the overview says why.
    expect(await refusal(borrow(db, c, 1000))).toBe("kafoo_advance_outstanding");
    const overview = await kafooOverview({ ctx: kafooCtx(db, c), input: { lineId: c.lineId } });
    expect(overview.advance).toMatchObject({ outstandingIqd: 2200, eligible: false, refusal: "outstanding" });
    expect(overview.advance.history.map((h) => h.kind)).toEqual(expect.arrayContaining(["granted", "fee"]));
  }));

test("eligibility: days on the network, recharges in 90 days, a listed amount", () =>
  withRollback(async (_handle, db) => {
    expect(await refusal(borrow(db, await kafooCustomer(db, 1000, { days: 10 }), 1000))).toBe("kafoo_advance_too_new");
    expect(await refusal(borrow(db, await kafooCustomer(db, 1000, { recharges: 1 }), 1000))).toBe(
      "kafoo_advance_few_recharges",
    );
    expect(await refusal(borrow(db, await kafooCustomer(db, 1000), 1500))).toBe("kafoo_advance_amount");
  }));

test("a scratch card smaller than the debt repays part of it; the next repays the rest; never below zero", () =>
  withRollback(async (_handle, db) => {
    const c = await borrower(db);
    // Spend the advance, then a 1,000 card: all of it repays, the balance stays at zero.
    await debit(db, c.lineId, 2000, { kind: "usage" });
    const small = await card(db, c, 1000);
    expect(small.body).toMatchObject({ amountIqd: 1000, balanceIqd: 0, advanceRepaidIqd: 1000 });
    expect(await debtOf(db, c.lineId)).toEqual({ outstanding: 1200, entries: 1200 });
    const big = await card(db, c, 5000);
    expect(big.body).toMatchObject({ balanceIqd: 3800, advanceRepaidIqd: 1200 });
    expect(await debtOf(db, c.lineId)).toEqual({ outstanding: 0, entries: 0 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 3800, ledger: 3800 });
    const repaid = await db
      .select({ amount: ledgerEntries.amountIqd, after: ledgerEntries.balanceAfterIqd })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, "advance_repay"));
    expect(repaid.filter((r) => r.after < 0)).toEqual([]);
    expect(repaid.map((r) => r.amount).sort()).toEqual([-1000, -1200]);
    const texts = (await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, c.msisdn))).map((m) => m.body);
    expect(texts).toEqual(expect.arrayContaining([expect.stringContaining("سُدِّد ١٬٢٠٠ دينار من سلفتك")]));
  }));

test("an online payment repays the advance in the fulfilment's transaction", () =>
  withRollback(async (_handle, db) => {
    const c = await borrower(db);
    const [payment] = await db
      .insert(payments)
      .values({
        tokenHash: randomUUID(),
        purpose: "recharge",
        lineId: c.lineId,
        msisdn: c.msisdn,
        amountIqd: 10_000,
        paidIqd: 10_000,
        provider: "sandbox",
        state: "succeeded",
        locale: "ar",
        expiresAt: new Date(Date.now() + 60_000),
        succeededAt: new Date(),
      })
      .returning({ id: payments.id });
    expect(await fulfilPayment(kafooCtx(db, c), payment?.id ?? "")).toBe("fulfilled");
    expect(await debtOf(db, c.lineId)).toEqual({ outstanding: 0, entries: 0 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 2000 + 10_000 - 2200, ledger: 9800 });
  }));

test("credit received by transfer repays the recipient's advance first", () =>
  withRollback(async (_handle, db) => {
    const c = await borrower(db);
    const sender = await kafooCustomer(db, 10_000);
    await transferCredit({
      ctx: kafooCtx(db, sender),
      input: { lineId: sender.lineId, recipient: c.msisdn, amountIqd: 1500, idempotencyKey: "kafoo-repay-by-transfer" },
    });
    expect(await debtOf(db, c.lineId)).toEqual({ outstanding: 700, entries: 700 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 2000, ledger: 2000 });
    expect(await moneyOf(db, sender.lineId)).toEqual({ balance: 8250, ledger: 8250 });
  }));

test("a recharge of a line that owes nothing repays nothing", () =>
  withRollback(async (_handle, db) => {
    const c = await kafooCustomer(db, 1000);
    const result = await card(db, c, 2000);
    expect(result.body.advanceRepaidIqd).toBeNull();
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 3000, ledger: 3000 });
  }));
