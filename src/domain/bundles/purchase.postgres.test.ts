import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { onPostgres } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { openPostgres } from "../../db/client.server.ts";
import { subscriptions } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { purchaseBundle } from "./purchase.ts";

// Concurrency needs committed rows and many connections: a real server only. The test database
// is created for the run and dropped after it, so nothing here is cleaned up.
test.runIf(onPostgres())(
  "50 purchases at once on a balance that covers 10: exactly 10 succeed and the ledger matches",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 25);
    try {
      const c = await fundedCustomer(database.db, 30_000); // bikaifi-210 costs 3,000
      const ctx = testContext(database.db, { actor: actorFor(c.account.id, [c.lineId]) });
      const attempts = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          purchaseBundle({
            ctx,
            input: {
              lineId: c.lineId,
              offering: "bikaifi-210",
              autoRenew: false,
              idempotencyKey: `race-${c.lineId}-${i}`,
            },
          }),
        ),
      );
      const won = attempts.filter((a) => a.status === "fulfilled");
      const lost = attempts.filter((a) => a.status === "rejected");
      expect(won).toHaveLength(10);
      expect(lost.every((a) => a.reason instanceof DomainError && a.reason.code === "insufficient_balance")).toBe(true);
      expect(await moneyOf(database.db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
      expect(await database.db.select().from(subscriptions).where(eq(subscriptions.lineId, c.lineId))).toHaveLength(10);
    } finally {
      await database.close();
    }
  },
);

test.runIf(onPostgres())("20 retries of one idempotency key at once make one purchase", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 20);
  try {
    const c = await fundedCustomer(database.db, 30_000);
    const ctx = testContext(database.db, { actor: actorFor(c.account.id, [c.lineId]) });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        purchaseBundle({
          ctx,
          input: { lineId: c.lineId, offering: "bikaifi-210", autoRenew: false, idempotencyKey: `retry-${c.lineId}` },
        }),
      ),
    );
    expect(new Set(results.map((r) => r.body.subscriptionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await moneyOf(database.db, c.lineId)).toEqual({ balance: 27_000, ledger: 27_000 });
  } finally {
    await database.close();
  }
});
