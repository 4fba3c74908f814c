import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { testApi } from "../../../tests/api.ts";
import { onPostgres } from "../../../tests/database.ts";
import { runAutoPaymentsAt, SAVED_CARDS, savedCard, setRule } from "../../../tests/factories/autopay.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { openPostgres } from "../../db/client.server.ts";
import { payments } from "../../db/schema/index.ts";

test.runIf(onPostgres())(
  "an automatic recharge fires once when the balance drops below its threshold, with four instances running the job at once",
  async () => {
    const url = inject("databaseUrl") ?? "";
    // Each instance has its own pool and its own gateways, as separate processes would.
    const instances = Array.from({ length: 4 }, () => openPostgres(url, 5));
    try {
      const [first] = instances;
      if (!first) throw new Error("no database");
      const api = testApi(first);
      const c = await fundedCustomer(first.db, 500);
      const methodId = await savedCard(api, c.token, SAVED_CARDS.works);
      const set = await setRule(api, c.token, {
        kind: "below_balance",
        lineId: c.lineId,
        methodId,
        amount: 5_000,
        threshold: 2_000,
      });
      expect(set.status).toBe(200);
      const now = new Date();
      for (let round = 0; round < 3; round++) {
        await Promise.all(instances.map((db) => runAutoPaymentsAt(testApi(db), db.db, now)));
      }
      const made = await first.db.select().from(payments).where(eq(payments.lineId, c.lineId));
      expect(made.map((p) => p.state)).toEqual(["fulfilled"]);
      expect(await moneyOf(first.db, c.lineId)).toEqual({ balance: 5_500, ledger: 5_500 });
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  },
);
