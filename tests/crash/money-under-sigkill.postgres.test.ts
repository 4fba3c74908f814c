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
import { openPostgres } from "../../src/db/client.server.ts";
import { testConfig } from "../config.ts";
import { onPostgres } from "../database.ts";
import { importFreshCards, settlePayments, startCrowd } from "./crowd.ts";
import { brokenInvariants, unbookedSuccesses } from "./ledger-checks.ts";
import { withOwnDatabase } from "./own-database.ts";
import { newTally, retryingClient } from "./retrying-client.ts";
import { serverProcess } from "./server-process.ts";

const KILLS = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
        const cards = await importFreshCards(database.db, config, 1_000);
        const tally = newTally();
        const send = retryingClient(server.origin, tally);
        const crowd = await startCrowd(send, cards, { cardCustomers: 4, payingCustomers: 3 });
        const { seen } = crowd;

        for (let kill = 0; kill < KILLS; kill++) {
          await pause(2_000 + Math.random() * 4_000);
          await server.kill();
          await pause(Math.random() * 500);
          await server.start();
        }
        await pause(2_000);
        await crowd.stop();
        await settlePayments(send, seen, database.db, config);
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
