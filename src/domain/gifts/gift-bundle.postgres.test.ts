import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { onPostgres } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { giftCounts, recipientState } from "../../../tests/factories/gifts.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { openPostgres } from "../../db/client.server.ts";
import { ledgerEntries } from "../../db/schema/index.ts";
import { giftBundle } from "./gift-bundle.ts";

// Concurrency needs committed rows and many connections: a real server only. The test database
// is created for the run and dropped after it, so nothing here is cleaned up.
test.runIf(onPostgres())("20 retries of one gift's key at once debit the payer once and give one bundle", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 20);
  try {
    const payer = await fundedCustomer(database.db, 30_000);
    const friend = await makeLine(database.db);
    const ctx = testContext(database.db, { actor: actorFor(payer.account.id, [payer.lineId]) });
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        giftBundle({
          ctx,
          input: {
            lineId: payer.lineId,
            offering: "bikaifi-210",
            recipient: friend.msisdn,
            idempotencyKey: `gift-race-${payer.lineId}`,
          },
        }),
      ),
    );
    const results = attempts.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
    // Every retry gets the first result; none is refused by the day's count that the others hold.
    expect(results).toHaveLength(20);
    expect(new Set(results.map((r) => r.body.subscriptionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await moneyOf(database.db, payer.lineId)).toEqual({ balance: 27_000, ledger: 27_000 });
    expect(await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.lineId, payer.lineId))).toHaveLength(
      2,
    );
    const got = await recipientState(database.db, friend);
    expect([got.subscriptions.length, got.sms.length]).toEqual([1, 1]);
    expect(await giftCounts(database.db, payer.account.id)).toBe(1);
  } finally {
    await database.close();
  }
});

test.runIf(onPostgres())(
  "30 different gifts at once from one account: exactly the day's limit go through",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const payer = await fundedCustomer(database.db, 100_000);
      const friends = await Promise.all(Array.from({ length: 30 }, () => makeLine(database.db)));
      const ctx = testContext(database.db, { actor: actorFor(payer.account.id, [payer.lineId]) });
      const attempts = await Promise.allSettled(
        friends.map((friend, i) =>
          giftBundle({
            ctx,
            input: {
              lineId: payer.lineId,
              offering: "daily-1gb",
              recipient: friend.msisdn,
              idempotencyKey: `gift-many-${payer.lineId}-${i}`,
            },
          }),
        ),
      );
      const limit = ctx.env.config.gifts.perPayerDaily;
      expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(limit);
      expect(await moneyOf(database.db, payer.lineId)).toEqual({
        balance: 100_000 - limit * 1000,
        ledger: 100_000 - limit * 1000,
      });
    } finally {
      await database.close();
    }
  },
);
