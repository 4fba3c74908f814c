/**
 * The crowd of a crash run: fresh scratch cards for it, customers recharging, paying and buying
 * until told to stop, and the end of the run, when open payments are followed and the
 * reconciliation job's work is done as it would be a few minutes later.
 */

import { createGateways } from "../../src/adapters/payments/index.ts";
import type { Config } from "../../src/config/config.server.ts";
import type { Db } from "../../src/db/client.server.ts";
import { reconcilePayments } from "../../src/domain/payments/reconcile.ts";
import { importVouchers } from "../../src/domain/vouchers/batches.ts";
import { DEMO_PASSWORD } from "../../src/seed/demo-customers.server.ts";
import { testContext, testEnv } from "../context.ts";
import { cardCode } from "../factories/vouchers.ts";
import type { Send } from "./retrying-client.ts";
import {
  type Card,
  followPayment,
  newSeen,
  payingCustomer,
  type Seen,
  shopper,
  signIn,
  voucherCustomer,
} from "./workloads.ts";

/** Ordinary demo lines (seeded prepaid, without accounts): 9647801000000 to 9647801000999. */
const ordinary = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `9647801${String(from + i).padStart(6, "0")}`);
const LAYLA = "9647800000001"; // demo customer, prepaid
const KARWAN = "9647800000002"; // demo customer, postpaid

/** `count` fresh cards of 1,000, 2,000 or 5,000 IQD, imported as one batch. */
export async function importFreshCards(db: Db, config: Config, count: number): Promise<Card[]> {
  const cards: Card[] = Array.from({ length: count }, () => ({
    code: cardCode(),
    valueIqd: [1_000, 2_000, 5_000][Math.floor(Math.random() * 3)] ?? 1_000,
  }));
  await importVouchers({
    ctx: testContext(db, { env: testEnv(db, config) }),
    input: {
      id: `CRASH-${Date.now()}`,
      rows: cards.map((c) => ({ ...c, expiresAt: new Date(Date.now() + 86_400_000) })),
    },
  });
  return cards;
}

/**
 * Starts `cardCustomers` card recharge customers, `payingCustomers` online payers and two demo
 * customers buying bundles from their balance; `stop()` lets them finish what they are doing.
 */
export async function startCrowd(send: Send, cards: Card[], size: { cardCustomers: number; payingCustomers: number }) {
  const seen = newSeen();
  const layla = await signIn(send, LAYLA, DEMO_PASSWORD);
  const karwan = await signIn(send, KARWAN, DEMO_PASSWORD);
  // The demo customers' own lines are recharged now and then while they buy from them (about
  // 2% of cards each: card attempts are limited to 30 per number in 15 minutes, retries included).
  const rechargeTargets = [...ordinary(0, 200), ...Array(4).fill(LAYLA), ...Array(4).fill(KARWAN)];
  let running = true;
  const isRunning = () => running;
  const customers = Promise.all([
    ...Array.from({ length: size.cardCustomers }, () => voucherCustomer(send, seen, cards, rechargeTargets, isRunning)),
    ...Array.from({ length: size.payingCustomers }, (_, i) =>
      payingCustomer(send, seen, ordinary(300 + i * 100, 100), isRunning),
    ),
    shopper(send, seen, layla, isRunning),
    shopper(send, seen, karwan, isRunning),
  ]);
  return {
    seen,
    stop: async () => {
      running = false;
      await customers;
    },
  };
}

/** Payments still open are followed to their end, then reconciled as the job would a few minutes on. */
export async function settlePayments(send: Send, seen: Seen, db: Db, config: Config) {
  for (const p of seen.openPayments.splice(0)) {
    if (!(await followPayment(send, seen, p, 30_000))) seen.anomalies.push(`payment ${p.id} never settled`);
  }
  const gateways = createGateways(config, db).registry;
  await reconcilePayments({
    ctx: testContext(db, { now: new Date(Date.now() + 3 * 60_000), env: testEnv(db, config, { gateways }) }),
  });
}
