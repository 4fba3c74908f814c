import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.server.ts";
import { bills } from "../../src/db/schema/index.ts";
import { debit } from "../../src/domain/lines/money.ts";
import { importVouchers } from "../../src/domain/vouchers/batches.ts";
import { testContext } from "../context.ts";
import { fundedCustomer } from "./money.ts";

let batches = 0;

/** A fresh 14-digit scratch-card code (never starting with 0, as printed cards do not). */
export const cardCode = () =>
  `${1 + Math.floor(Math.random() * 9)}${String(Math.random()).slice(2, 15).padEnd(13, "7")}`;

/** A batch of cards with these values; returns their codes in clear, as printed. */
export async function makeVouchers(db: Db, values: number[], options: { expiresAt?: Date } = {}) {
  batches += 1;
  const rows = values.map((valueIqd) => ({
    code: cardCode(),
    valueIqd,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 24 * 60 * 60_000),
  }));
  const id = `T${process.pid}-${Date.now().toString(36)}-${batches}`;
  await importVouchers({ ctx: testContext(db), input: { id, rows } });
  return rows.map((r) => r.code);
}

/** A signed-in postpaid customer owing `dueIqd` on one issued bill, due in a week. */
export async function billedCustomer(db: Db, dueIqd: number) {
  const c = await fundedCustomer(db, 0, { billing: "postpaid" });
  await debit(db, c.lineId, dueIqd, { kind: "usage" });
  const now = Date.now();
  const [bill] = await db
    .insert(bills)
    .values({
      lineId: c.lineId,
      periodStart: new Date(now - 31 * 86_400_000),
      periodEnd: new Date(now - 86_400_000),
      issuedAt: new Date(now - 86_400_000),
      dueAt: new Date(now + 7 * 86_400_000),
      planIqd: 0,
      bundlesIqd: 0,
      usageIqd: dueIqd,
      taxIqd: 0,
      totalIqd: dueIqd,
    })
    .returning();
  if (!bill) throw new Error("bill not created");
  return {
    ...c,
    billId: bill.id,
    paidOf: async () => (await db.select().from(bills).where(eq(bills.id, bill.id)))[0]?.paidIqd,
  };
}
