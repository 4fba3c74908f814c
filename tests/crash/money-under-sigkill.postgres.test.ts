/**
 * Issue 14: money keeps its promises when the server dies. The real server runs as a child
 * process on a database of its own while customers recharge with cards, pay online and buy
 * bundles; it is killed with SIGKILL at random moments and restarted, and the customers retry as
 * real clients do. Afterwards every balance equals its ledger, no card or payment is credited
 * twice, and every success a customer was shown is in the ledger exactly once.
 * docs/decisions/038-crash-test-and-soak.md
 */
import pg from "pg";
import { expect, test } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { createGateways } from "../../src/adapters/payments/index.ts";
import { openPostgres } from "../../src/db/client.server.ts";
import { reconcilePayments } from "../../src/domain/payments/reconcile.ts";
import { importVouchers } from "../../src/domain/vouchers/batches.ts";
import { DEMO_PASSWORD } from "../../src/seed/demo-customers.server.ts";
import { testConfig } from "../config.ts";
import { testContext, testEnv } from "../context.ts";
import { onPostgres } from "../database.ts";
import { cardCode } from "../factories/vouchers.ts";
import { brokenInvariants, unbookedSuccesses } from "./ledger-checks.ts";
import { withOwnDatabase } from "./own-database.ts";
import { newTally, retryingClient } from "./retrying-client.ts";
import { serverProcess } from "./server-process.ts";
import { type Card, followPayment, newSeen, payingCustomer, shopper, signIn, voucherCustomer } from "./workloads.ts";

const KILLS = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Ordinary demo lines (seeded prepaid, without accounts): 9647801000000 to 9647801000999. */
const ordinary = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `9647801${String(from + i).padStart(6, "0")}`);
const LAYLA = "9647800000001"; // demo customer, prepaid
const KARWAN = "9647800000002"; // demo customer, postpaid

test.runIf(onPostgres())(
  "balances, cards and payments stay exact while the server is killed with SIGKILL and restarted",
  async () => {
    await withOwnDatabase("crash", async (databaseUrl) => {
      const config = testConfig();
      const server = serverProcess({ databaseUrl, port: await freePort(), config });
      const database = openPostgres(databaseUrl, 2);
      const checker = new pg.Client({ connectionString: databaseUrl });
      try {
        await server.start(); // migrates and seeds the demo lines and customers
        const cards: Card[] = Array.from({ length: 1_000 }, () => ({
          code: cardCode(),
          valueIqd: [1_000, 2_000, 5_000][Math.floor(Math.random() * 3)] ?? 1_000,
        }));
        await importVouchers({
          ctx: testContext(database.db, { env: testEnv(database.db, config) }),
          input: {
            id: `CRASH-${Date.now()}`,
            rows: cards.map((c) => ({ ...c, expiresAt: new Date(Date.now() + 86_400_000) })),
          },
        });

        const tally = newTally();
        const send = retryingClient(server.origin, tally);
        const seen = newSeen();
        const layla = await signIn(send, LAYLA, DEMO_PASSWORD);
        const karwan = await signIn(send, KARWAN, DEMO_PASSWORD);
        // The demo customers' own lines are recharged now and then while they buy from them (about
        // 2% of cards each: card attempts are limited to 30 per number in 15 minutes, retries included).
        const rechargeTargets = [...ordinary(0, 200), ...Array(4).fill(LAYLA), ...Array(4).fill(KARWAN)];

        let running = true;
        const isRunning = () => running;
        const customers = Promise.all([
          ...[0, 1, 2, 3].map(() => voucherCustomer(send, seen, cards, rechargeTargets, isRunning)),
          ...[0, 1, 2].map((i) => payingCustomer(send, seen, ordinary(300 + i * 100, 100), isRunning)),
          shopper(send, seen, layla, isRunning),
          shopper(send, seen, karwan, isRunning),
        ]);

        for (let kill = 0; kill < KILLS; kill++) {
          await pause(2_000 + Math.random() * 4_000);
          await server.kill();
          await pause(Math.random() * 500);
          await server.start();
        }
        await pause(2_000);
        running = false;
        await customers;

        // Payments still open (pending then success takes 10 s) are followed to their end.
        for (const p of seen.openPayments.splice(0)) {
          if (!(await followPayment(send, seen, p, 30_000))) seen.anomalies.push(`payment ${p.id} never settled`);
        }
        // What the periodic job does once these payments are a few minutes old.
        const gateways = createGateways(config, database.db).registry;
        await reconcilePayments({
          ctx: testContext(database.db, {
            now: new Date(Date.now() + 3 * 60_000),
            env: testEnv(database.db, config, { gateways }),
          }),
        });
        await server.kill();

        await checker.connect();
        const broken = await brokenInvariants(checker);
        const unbooked = await unbookedSuccesses(checker, seen);
        console.info(
          `crash test: ${server.starts() - 1} kills; ${seen.vouchers.length} card recharges, ${seen.payments.length} payments, ` +
            `${seen.purchases.length} purchases seen; ${tally.requests} requests, ${tally.connectionErrors} connection errors, ` +
            `${tally.serverErrors} 5xx; refusals ${JSON.stringify(seen.refusals)}`,
        );
        expect(server.starts() - 1).toBeGreaterThanOrEqual(5);
        // The kills hit requests in flight, and every kind of traffic got through.
        expect(tally.connectionErrors).toBeGreaterThan(0);
        expect(seen.vouchers.length).toBeGreaterThan(10);
        expect(seen.payments.length).toBeGreaterThan(5);
        expect(seen.purchases.length).toBeGreaterThan(5);
        expect(seen.anomalies).toEqual([]);
        expect(tally.serverErrorSamples).toEqual([]);
        expect(broken).toEqual({});
        expect(unbooked).toEqual({});
      } finally {
        await server.kill();
        await checker.end().catch(() => undefined);
        await database.close();
      }
    });
  },
  170_000,
);
