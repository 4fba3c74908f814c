import { eq, sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.server.ts";
import { advanceEntries, lineAdvances, lines } from "../../src/db/schema/index.ts";
import { credit } from "../../src/domain/lines/money.ts";
import { testConfig } from "../config.ts";
import { actorFor, testContext, testEnv } from "../context.ts";
import { fundedCustomer } from "./money.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * A signed-in customer whose prepaid line holds `balanceIqd`, reached by `recharges` recharges,
 * and has been on the network `days` days: eligible for an advance with the default rules.
 */
export async function kafooCustomer(db: Db, balanceIqd: number, options: { days?: number; recharges?: number } = {}) {
  const customer = await fundedCustomer(db, 0);
  const recharges = options.recharges ?? 2;
  for (let i = 0; i < recharges; i++) {
    const part =
      i === recharges - 1
        ? balanceIqd - Math.floor(balanceIqd / recharges) * (recharges - 1)
        : Math.floor(balanceIqd / recharges);
    if (part > 0) await credit(db, customer.lineId, part, { kind: "recharge", details: { method: "card" } });
  }
  await db
    .update(lines)
    .set({ createdAt: new Date(Date.now() - (options.days ?? 200) * DAY_MS) })
    .where(eq(lines.id, customer.lineId));
  return customer;
}

/** The context of a customer acting on Kafoo, with configuration overrides (KAFOO_*). */
export function kafooCtx(
  db: Db,
  customer: { account: { id: string }; lineId: string },
  env: Record<string, string> = {},
) {
  return testContext(db, {
    actor: actorFor(customer.account.id, [customer.lineId]),
    env: testEnv(db, testConfig(env)),
  });
}

/** What a line owes for advances and the sum of its debt entries, which must agree. */
export async function debtOf(db: Db, lineId: string) {
  const [row] = await db
    .select({
      outstanding: lineAdvances.outstandingIqd,
      entries: sql<number>`(select coalesce(sum(${advanceEntries.amountIqd}), 0) from ${advanceEntries} where ${advanceEntries.lineId} = ${lineId})::int`,
    })
    .from(lineAdvances)
    .where(eq(lineAdvances.lineId, lineId));
  return row ?? { outstanding: 0, entries: 0 };
}
