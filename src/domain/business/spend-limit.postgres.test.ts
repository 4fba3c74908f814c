import { expect, inject, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { onPostgres } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { openPostgres } from "../../db/client.server.ts";
import { lineSpendLimits } from "../../db/schema/index.ts";
import { purchaseBundle } from "../bundles/purchase.ts";
import { DomainError } from "../errors.ts";

// Concurrency needs committed rows and many connections: a real server only (the test database
// is created for the run and dropped after it).
test.runIf(onPostgres())(
  "30 purchases at once under a limit that covers 4: exactly 4 succeed, the rest are refused by the limit",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const c = await fundedCustomer(database.db, 100_000, { kind: "business" }); // bikaifi-210 costs 3,000
      await database.db.insert(lineSpendLimits).values({ lineId: c.lineId, monthlyLimitIqd: 12_000 });
      const ctx = testContext(database.db, { actor: actorFor(c.account.id, [c.lineId]) });
      const attempts = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          purchaseBundle({
            ctx,
            input: {
              lineId: c.lineId,
              offering: "bikaifi-210",
              autoRenew: false,
              idempotencyKey: `limit-${c.lineId}-${i}`,
            },
          }),
        ),
      );
      const lost = attempts.filter((a) => a.status === "rejected");
      expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(4);
      expect(lost.every((a) => a.reason instanceof DomainError && a.reason.code === "spend_limit_reached")).toBe(true);
      expect(await moneyOf(database.db, c.lineId)).toEqual({ balance: 88_000, ledger: 88_000 });
    } finally {
      await database.close();
    }
  },
);
