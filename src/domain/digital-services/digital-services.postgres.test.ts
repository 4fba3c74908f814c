import { expect, inject, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { onPostgres } from "../../../tests/database.ts";
import { makeService, servicesOf } from "../../../tests/factories/digital-services.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { openPostgres } from "../../db/client.server.ts";
import { runDigitalServiceRenewals } from "./renewals.ts";
import { subscribeDigitalService } from "./subscribe.ts";

const DAY = 24 * 60 * 60_000;

// Concurrency needs committed rows and many connections: a real server only. The test database
// is created for the run and dropped after it, so nothing here is cleaned up.
test.runIf(onPostgres())(
  "20 subscribes at once with different keys give one subscription; 10 renewal runs at once charge one period",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const { db } = database;
      const c = await fundedCustomer(db, 10_000);
      const service = await makeService(db, { priceIqd: 1000, renewal: "daily" });
      const start = new Date();
      const ctx = testContext(db, { actor: actorFor(c.account.id, [c.lineId]), now: start });
      const attempts = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          subscribeDigitalService({
            ctx,
            input: { lineId: c.lineId, service: service.slug, idempotencyKey: `vas-race-${c.lineId}-${i}` },
          }),
        ),
      );
      expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
      expect(await moneyOf(db, c.lineId)).toEqual({ balance: 9000, ledger: 9000 });

      const due = testContext(db, { now: new Date(start.getTime() + DAY + 1000) });
      const runs = await Promise.all(Array.from({ length: 10 }, () => runDigitalServiceRenewals({ ctx: due })));
      expect(runs.reduce((sum, r) => sum + r.renewed, 0)).toBe(1);
      expect(await moneyOf(db, c.lineId)).toEqual({ balance: 8000, ledger: 8000 });
      expect((await servicesOf(db, c.line)).subscriptions).toHaveLength(1);
    } finally {
      await database.close();
    }
  },
);
