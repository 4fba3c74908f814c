import { expect, inject, test } from "vitest";
import { onPostgres } from "../../../tests/database.ts";
import { debtOf, kafooCtx, kafooCustomer } from "../../../tests/factories/kafoo.ts";
import { moneyOf } from "../../../tests/factories/money.ts";
import { openPostgres } from "../../db/client.server.ts";
import { debit } from "../lines/money.ts";
import { takeAdvance } from "./advance.ts";
import { transferCredit } from "./transfer.ts";

// Concurrency needs committed rows and many connections: a real server only. The test database
// is created for the run and dropped after it, so nothing here is cleaned up.
const roomy = { KAFOO_TRANSFER_DAILY_COUNT: "1000", KAFOO_TRANSFER_DAILY_IQD: "10000000" };

test.runIf(onPostgres())(
  "100 concurrent transfers both ways between two lines never overdraw, never double, and both ledgers sum",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const { db } = database;
      const a = await kafooCustomer(db, 20_000);
      const b = await kafooCustomer(db, 5_000);
      // 70 from a to b and 30 from b to a, 1,000 each (fee 250): a can pay for 16, b for 4 at first.
      const attempts = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) => {
          const [from, to] = i % 10 < 7 ? [a, b] : [b, a];
          return transferCredit({
            ctx: kafooCtx(db, from, roomy),
            input: {
              lineId: from.lineId,
              recipient: to.msisdn,
              amountIqd: 1000,
              idempotencyKey: `race-${a.lineId}-${i}`,
            },
          });
        }),
      );
      const failures = attempts.flatMap((r) => (r.status === "rejected" ? [r.reason as { code?: string }] : []));
      // The only refusal is a short balance: no deadlock, no lost update.
      expect(new Set(failures.map((f) => f.code))).toEqual(
        failures.length ? new Set(["kafoo_insufficient_balance"]) : new Set(),
      );
      const sent = attempts.filter((r) => r.status === "fulfilled").length;
      const [moneyA, moneyB] = [await moneyOf(db, a.lineId), await moneyOf(db, b.lineId)];
      expect(moneyA.balance).toBe(moneyA.ledger);
      expect(moneyB.balance).toBe(moneyB.ledger);
      expect(moneyA.balance).toBeGreaterThanOrEqual(0);
      expect(moneyB.balance).toBeGreaterThanOrEqual(0);
      // Nothing created or lost: both lines together hold what they had less one fee per transfer.
      expect(moneyA.balance + moneyB.balance).toBe(25_000 - 250 * sent);
      expect(sent).toBeGreaterThanOrEqual(20);
    } finally {
      await database.close();
    }
  },
);

test.runIf(onPostgres())("20 retries of one transfer's key at once move the money once", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 20);
  try {
    const { db } = database;
    const a = await kafooCustomer(db, 10_000);
    const b = await kafooCustomer(db, 0, { recharges: 0 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        transferCredit({
          ctx: kafooCtx(db, a),
          input: { lineId: a.lineId, recipient: b.msisdn, amountIqd: 3000, idempotencyKey: `retry-${a.lineId}` },
        }),
      ),
    );
    const done = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(done).toHaveLength(20);
    expect(done.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(done.map((r) => r.body.reference)).size).toBe(1);
    expect(await moneyOf(db, a.lineId)).toEqual({ balance: 6750, ledger: 6750 });
    expect(await moneyOf(db, b.lineId)).toEqual({ balance: 3000, ledger: 3000 });
  } finally {
    await database.close();
  }
});

test.runIf(onPostgres())(
  "transfers and an advance racing on one line: the debt is repaid once per recharge, the balance never below zero",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const { db } = database;
      const borrower = await kafooCustomer(db, 1000);
      await debit(db, borrower.lineId, 1000, { kind: "usage" });
      await takeAdvance({
        ctx: kafooCtx(db, borrower),
        input: { lineId: borrower.lineId, amountIqd: 5000, idempotencyKey: `adv-${borrower.lineId}` },
      });
      await debit(db, borrower.lineId, 5000, { kind: "usage" });
      const senders = await Promise.all(Array.from({ length: 10 }, () => kafooCustomer(db, 5000)));
      await Promise.all(
        senders.map((s, i) =>
          transferCredit({
            ctx: kafooCtx(db, s, roomy),
            input: {
              lineId: s.lineId,
              recipient: borrower.msisdn,
              amountIqd: 1000,
              idempotencyKey: `to-borrower-${i}-${s.lineId}`,
            },
          }),
        ),
      );
      // 10,000 received: 5,500 repaid the advance and its fee, 4,500 stays.
      expect(await debtOf(db, borrower.lineId)).toEqual({ outstanding: 0, entries: 0 });
      expect(await moneyOf(db, borrower.lineId)).toEqual({ balance: 4500, ledger: 4500 });
    } finally {
      await database.close();
    }
  },
);
