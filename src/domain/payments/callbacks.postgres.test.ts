import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { testApi } from "../../../tests/api.ts";
import { onPostgres } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { national, payAtGateway, postCallback, startedPayment, TEST_CARDS } from "../../../tests/factories/payments.ts";
import { type DatabaseHandle, openPostgres } from "../../db/client.server.ts";
import { ledgerEntries, payments, sandboxGatewayPayments, smsOutbox } from "../../db/schema/index.ts";

/** A 15,000 IQD recharge paid at the sandbox, whose callback was lost: the notice to deliver by hand. */
async function paidAtGateway(database: DatabaseHandle, key: string, reportedIqd: number) {
  const api = testApi(database, { dropCallbacks: true });
  const c = await fundedCustomer(database.db, 0);
  const { payment, redirectUrl } = await startedPayment(
    api,
    { purpose: "recharge", msisdn: national(c.msisdn), amount: 15_000 },
    { key: `${key}-${c.lineId}` },
  );
  await payAtGateway(api, redirectUrl, TEST_CARDS.success);
  const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
  const notice = {
    ref: row?.providerRef ?? "",
    merchantRef: payment.id,
    status: "succeeded" as const,
    amountIqd: reportedIqd,
  };
  return { api, c, payment, notice };
}

test.runIf(onPostgres())(
  "the same gateway callback delivered 100 times at once, on many connections: one credit",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const { api, c, payment, notice } = await paidAtGateway(database, "pg-cb", 15_000);
      const results = await Promise.all(Array.from({ length: 100 }, () => postCallback(api, notice)));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(await moneyOf(database.db, c.lineId)).toEqual({ balance: 15_000, ledger: 15_000 });
      expect(await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.lineId, c.lineId))).toHaveLength(1);
      const [after] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(after?.state).toBe("fulfilled");
    } finally {
      await database.close();
    }
  },
);

test.runIf(onPostgres())(
  "issue 14: a callback with another amount than was taken, 50 times at once: all acknowledged, refunded once, never stuck",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const { api, c, payment, notice } = await paidAtGateway(database, "pg-mismatch", 14_000);
      const results = await Promise.all(Array.from({ length: 50 }, () => postCallback(api, notice)));
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
      const [after] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(after).toMatchObject({ state: "refunded", reason: "amount_mismatch", refundedIqd: 15_000 });
      const [atGateway] = await database.db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.merchantRef, payment.id));
      expect(atGateway?.state).toBe("refunded");
      expect(await moneyOf(database.db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
      expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, c.msisdn))).toHaveLength(1);
    } finally {
      await database.close();
    }
  },
);
