import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.server.ts";
import { bills, lineBalances } from "../../src/db/schema/index.ts";
import { issueDueBills } from "../../src/domain/bills/bills.ts";
import { startPlan } from "../../src/domain/bundles/plans.ts";
import { purchaseBundle } from "../../src/domain/bundles/purchase.ts";
import { rateEvent } from "../../src/domain/usage/rating.ts";
import { testConfig } from "../config.ts";
import { actorFor, testContext, testEnv } from "../context.ts";
import { fundedCustomer } from "./money.ts";

/** A moment in the October period the bill covers, and the day after the bill is issued. */
export const IN_PERIOD = new Date("2026-10-10T09:00:00Z");
export const AFTER_ISSUE = new Date("2026-11-02T08:00:00Z");

/**
 * A postpaid customer (bill day 1) with one issued bill for October: the Power 25 plan, the
 * Turkey roaming bundle, two minutes of international calls, more data in Türkiye than the bundle holds,
 * and 10% tax. The bill is read back as the database holds it.
 */
export async function billedCustomer(db: Db) {
  const c = await fundedCustomer(db, 0, { billing: "postpaid" });
  await db.update(lineBalances).set({ billCycleDay: 1 }).where(eq(lineBalances.lineId, c.lineId));
  const env = testEnv(db, { ...testConfig(), billing: { taxPercent: 10, dueDays: 14 } });
  const system = (now: Date) => testContext(db, { now, env });
  const customer = (now: Date) => testContext(db, { now, env, actor: actorFor(c.account.id, [c.lineId]) });
  await startPlan({ ctx: system(IN_PERIOD), input: { lineId: c.lineId, plan: "power-25" } });
  await purchaseBundle({
    ctx: customer(IN_PERIOD),
    input: { lineId: c.lineId, offering: "turkey-roaming-3gb", autoRenew: false, idempotencyKey: `bill-${c.lineId}` },
  });
  const event = { msisdn: c.msisdn, occurredAt: new Date("2026-10-12T12:00:00Z") };
  await rateEvent({
    ctx: system(IN_PERIOD),
    input: { ...event, id: `call-${c.lineId}`, type: "voice", destination: "international", quantity: 120 },
  });
  await rateEvent({
    ctx: system(IN_PERIOD),
    // More data in Türkiye than the roaming bundle holds: the rest is charged as roaming.
    input: {
      ...event,
      id: `roam-${c.lineId}`,
      type: "data",
      destination: "roaming",
      country: "TR",
      quantity: 3_200_000,
    },
  });
  await issueDueBills({ ctx: system(AFTER_ISSUE) });
  const [bill] = await db.select().from(bills).where(eq(bills.lineId, c.lineId));
  if (!bill) throw new Error("no bill issued");
  return { ...c, bill, env, customer };
}
