import { eq, sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.server.ts";
import { ledgerEntries, lineBalances, lines } from "../../src/db/schema/index.ts";
import { createSession } from "../../src/domain/auth/sessions.ts";
import { credit, ensureBalance } from "../../src/domain/lines/money.ts";
import { testConfig } from "../config.ts";
import { makeCustomer } from "./accounts.ts";

/** A signed-in customer whose one line holds `balanceIqd`, with a bearer token for the API. */
export async function fundedCustomer(
  db: Db,
  balanceIqd: number,
  options: { billing?: "prepaid" | "postpaid"; kind?: "person" | "business" } = {},
) {
  const customer = await makeCustomer(db, options.kind ? { kind: options.kind } : {});
  if (options.billing === "postpaid") {
    await db.update(lines).set({ billing: "postpaid" }).where(eq(lines.id, customer.line.id));
  }
  await ensureBalance(db, { id: customer.line.id, billing: options.billing ?? "prepaid" });
  if (balanceIqd > 0) await credit(db, customer.line.id, balanceIqd, { kind: "recharge" });
  const session = await createSession(db, {
    accountId: customer.account.id,
    device: "test",
    pepper: testConfig().secrets.sessionPepper,
    withRefresh: false,
  });
  return { ...customer, lineId: customer.line.id, token: session.token };
}

/** The balance and the sum of the ledger, which must always agree. */
export async function moneyOf(db: Db, lineId: string) {
  const [row] = await db
    .select({
      balance: lineBalances.balanceIqd,
      ledger: sql<number>`(select coalesce(sum(${ledgerEntries.amountIqd}), 0) from ${ledgerEntries} where ${ledgerEntries.lineId} = ${lineId})::int`,
    })
    .from(lineBalances)
    .where(eq(lineBalances.lineId, lineId));
  return row ?? { balance: 0, ledger: 0 };
}

/** `count` adjustments on a line over the last hours, two to an instant: a long statement. */
export async function manyLedgerEntries(db: Db, lineId: string, count: number) {
  await db.execute(sql`
    insert into ledger_entries (line_id, kind, amount_iqd, balance_after_iqd, created_at)
    select ${lineId}, 'adjustment', g, g, now() - (g / 2) * interval '1 hour'
    from generate_series(1, ${count}) g`);
}
