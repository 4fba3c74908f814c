import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { onPostgres } from "../../../tests/database.ts";
import { pointsBooks } from "../../../tests/factories/points.ts";
import { makeReward, pointedCustomer, rewardState } from "../../../tests/factories/rewards.ts";
import { openPostgres } from "../../db/client.server.ts";
import { pointsEntries, rewardRedemptions } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { redeemReward } from "./redeem.ts";

// Concurrency needs committed rows and many connections: a real server only. The test database
// is created for the run and dropped after it, so nothing here is cleaned up.
test.runIf(onPostgres())(
  "50 customers redeem one reward with stock 10 at once: exactly 10 succeed, stock ends at 0, every ledger balances",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 25);
    try {
      const { db } = database;
      const reward = await makeReward(db, { pointsCost: 40, stock: 10 });
      const customers = [];
      for (let i = 0; i < 50; i++) customers.push(await pointedCustomer(db, 60));
      const attempts = await Promise.allSettled(
        customers.map((c, i) =>
          redeemReward({
            ctx: c.ctx,
            input: { reward: reward.slug, lineId: c.lineId, idempotencyKey: `race-${reward.slug}-${i}` },
          }),
        ),
      );
      const won = attempts.filter((a) => a.status === "fulfilled");
      const lost = attempts.filter((a) => a.status === "rejected");
      expect(won).toHaveLength(10);
      expect(lost.every((a) => a.reason instanceof DomainError && a.reason.code === "reward_out_of_stock")).toBe(true);
      expect(await rewardState(db, reward.slug)).toMatchObject({ stock: 0, redemptions: 10 });
      const debits = await db.select().from(pointsEntries).where(eq(pointsEntries.kind, "spend"));
      const ours = new Set(customers.map((c) => c.account.id));
      expect(debits.filter((d) => ours.has(d.accountId))).toHaveLength(10);
      for (const c of customers) {
        const books = await pointsBooks(db, c.account.id);
        expect(books.balance).toBeGreaterThanOrEqual(0);
        expect(books.entries).toBe(books.balance);
        expect(books.lots).toBe(books.balance);
      }
    } finally {
      await database.close();
    }
  },
);

test.runIf(onPostgres())(
  "one customer's 20 concurrent redemptions with a limit of 3 and points for 5: exactly 3, never below zero",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const { db } = database;
      const reward = await makeReward(db, { pointsCost: 20, stock: 100, perCustomerLimit: 3 });
      const c = await pointedCustomer(db, 100);
      const attempts = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          redeemReward({
            ctx: c.ctx,
            input: { reward: reward.slug, lineId: c.lineId, idempotencyKey: `limit-${reward.slug}-${i}` },
          }),
        ),
      );
      expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(3);
      expect(
        await db.select().from(rewardRedemptions).where(eq(rewardRedemptions.accountId, c.account.id)),
      ).toHaveLength(3);
      expect(await pointsBooks(db, c.account.id)).toEqual({ balance: 40, entries: 40, lots: 40 });
      expect(await rewardState(db, reward.slug)).toMatchObject({ stock: 97 });
    } finally {
      await database.close();
    }
  },
);
