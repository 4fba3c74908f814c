import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { onPostgres } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { pointsBooks } from "../../../tests/factories/points.ts";
import { makeVouchers } from "../../../tests/factories/vouchers.ts";
import { openPostgres } from "../../db/client.server.ts";
import { pointsEntries } from "../../db/schema/index.ts";
import { purchaseBundle } from "../bundles/purchase.ts";
import { redeemVoucher } from "../vouchers/redeem.ts";
import { award } from "./earn.ts";

// Committed rows and many connections: a real server only (the run's database is dropped after).
test.runIf(onPostgres())(
  "concurrent earning events for one account (cards, bundles, one event repeated): each earns once and the ledger sums to the balance",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    const { db } = database;
    try {
      const c = await fundedCustomer(db, 100_000);
      const codes = await makeVouchers(
        db,
        Array.from({ length: 20 }, () => 5000),
      );
      const at = new Date();
      const work = [
        ...codes.map((code, i) =>
          redeemVoucher({
            ctx: testContext(db, { client: `points-race-${i}` }),
            input: { msisdn: c.msisdn, code, idempotencyKey: `points-race-card-${i}` },
          }),
        ),
        ...Array.from({ length: 10 }, (_, i) =>
          purchaseBundle({
            ctx: testContext(db, { actor: actorFor(c.account.id, [c.lineId]) }),
            input: {
              lineId: c.lineId,
              offering: "daily-1gb",
              autoRenew: false,
              idempotencyKey: `points-race-buy-${i}`,
            },
          }),
        ),
        ...Array.from({ length: 10 }, () =>
          db.transaction((tx) =>
            award(tx, {
              accountId: c.account.id,
              event: "payment:same",
              points: 7,
              at,
              details: { source: "recharge" },
            }),
          ),
        ),
      ];
      const results = await Promise.allSettled(work);
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      // 20 cards × 5, 10 bundles × 5, the first bundle's task 25, the repeated event 7 once.
      const expected = 20 * 5 + 10 * 5 + 25 + 7;
      expect(await pointsBooks(db, c.account.id)).toEqual({ balance: expected, entries: expected, lots: expected });
      const rows = await db.select().from(pointsEntries).where(eq(pointsEntries.accountId, c.account.id));
      expect(rows).toHaveLength(20 + 10 + 1 + 1);
    } finally {
      await database.close();
    }
  },
);
