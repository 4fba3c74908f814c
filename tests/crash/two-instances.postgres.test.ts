/**
 * Issue 22: many instances on one PostgreSQL and one Redis. Two real server processes run behind a
 * small balancer, both running the periodic jobs. A content import made beside one shows on the
 * other within 5 s. Customers recharge with cards, pay online and buy bundles through the balancer
 * while one instance is killed with SIGKILL and restarted; afterwards every money invariant holds,
 * every job kept its period with no run twice at once, and every lease taken is a run recorded
 * (but those the kills cut). The surviving instance then stops on SIGTERM and drains.
 * docs/decisions/080-jobs-across-instances.md
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { expect, test } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { openPostgres } from "../../src/db/client.server.ts";
import { jobsFor } from "../../src/jobs/jobs.server.ts";
import { API_KEY } from "../api.ts";
import { testConfig } from "../config.ts";
import { onPostgres } from "../database.ts";
import { startBalancer } from "./balancer.ts";
import { importFreshCards, settlePayments, startCrowd } from "./crowd.ts";
import { jobRunReport } from "./job-checks.ts";
import { brokenInvariants, unbookedSuccesses } from "./ledger-checks.ts";
import { withOwnDatabase } from "./own-database.ts";
import { newTally, retryingClient } from "./retrying-client.ts";
import { type ServerProcess, serverProcess } from "./server-process.ts";

const KILLS = 3;
const CONTENT_WITHIN_MS = 5_000;
const redisUrl = process.env.TEST_REDIS_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stores list as one instance answers it in English (from its in-process read cache). */
async function storeNames(server: ServerProcess): Promise<string[]> {
  const res = await fetch(`${server.origin}/api/v1/stores`, {
    headers: { "X-API-Key": API_KEY, "Accept-Language": "en" },
  });
  const stores = (await res.json()) as { name: string }[];
  return stores.map((s) => s.name);
}

/** Renames the first store of the content file through the operator's import command, run beside `via`. */
async function renameFirstStore(via: ServerProcess, name: string) {
  const file = JSON.parse(readFileSync("content/places/stores.json", "utf8")) as {
    stores: { name: Record<string, string> }[];
  };
  const first = file.stores[0];
  if (!first) throw new Error("content/places/stores.json has no store");
  first.name = { ...first.name, en: name };
  const path = join(mkdtempSync(join(tmpdir(), "zain-stores-")), "stores.json");
  writeFileSync(path, JSON.stringify(file));
  const run = await via.command(["stores-import", path]);
  expect(run.code, run.output).toBe(0);
}

/** Milliseconds until `server` answers with `name` among its stores; fails after `limitMs`. */
async function msUntilStoreShows(server: ServerProcess, name: string, limitMs: number) {
  const started = Date.now();
  while (Date.now() - started < limitMs + 1_000) {
    if ((await storeNames(server)).includes(name)) return Date.now() - started;
    await pause(100);
  }
  return Number.POSITIVE_INFINITY;
}

test.runIf(onPostgres() && redisUrl)(
  "two instances behind a balancer on PostgreSQL and Redis: content reaches both, money stays exact and jobs run once per period while one is killed",
  async () => {
    await withOwnDatabase("multi", async (databaseUrl) => {
      const config = testConfig();
      const [portA, portB] = [await freePort(), await freePort()];
      const balancer = await startBalancer([portA, portB]);
      const common = { databaseUrl, config, redisUrl, publicOrigin: balancer.origin };
      const a = serverProcess({ ...common, port: portA });
      const b = serverProcess({ ...common, port: portB });
      const database = openPostgres(databaseUrl, 2);
      const checker = new pg.Client({ connectionString: databaseUrl });
      try {
        await a.start(); // migrates and seeds
        await b.start(); // finds both done, under the same locks

        // Content: b has the stores in its read cache; an import run beside a reaches b within 5 s.
        expect(await storeNames(b)).toContain("Zain Karrada");
        await renameFirstStore(a, "Zain Karrada Centre");
        const tookMs = await msUntilStoreShows(b, "Zain Karrada Centre", CONTENT_WITHIN_MS);
        expect(tookMs).toBeLessThanOrEqual(CONTENT_WITHIN_MS);
        expect(await storeNames(a)).toContain("Zain Karrada Centre");

        const cards = await importFreshCards(database.db, config, 600);
        const tally = newTally();
        const send = retryingClient(balancer.origin, tally);
        const crowd = await startCrowd(send, cards, { cardCustomers: 3, payingCustomers: 2 });
        const { seen } = crowd;
        for (let kill = 0; kill < KILLS; kill++) {
          await pause(3_000 + Math.random() * 3_000);
          await b.kill();
          await pause(500 + Math.random() * 1_500);
          await b.start();
        }
        await pause(3_000);
        await crowd.stop();
        await settlePayments(send, seen, database.db, config);
        // The survivor stops as a rolling update stops it: drained, exit 0.
        expect(await a.stop()).toBe(0);
        await b.kill();

        await checker.connect();
        const broken = await brokenInvariants(checker);
        const unbooked = await unbookedSuccesses(checker, seen);
        const jobs = await jobRunReport(checker, jobsFor(config), KILLS);
        const byPort = balancer.connectionsByPort();
        console.info(
          `two instances: connections ${JSON.stringify(byPort)}; ${seen.vouchers.length} card recharges, ` +
            `${seen.payments.length} payments, ${seen.purchases.length} purchases; ${tally.requests} requests, ` +
            `${tally.connectionErrors} connection errors; content on the other instance after ${tookMs} ms; ` +
            `job runs ${JSON.stringify(jobs.runsByJob)}, cut by a kill ${JSON.stringify(jobs.cutByJob)}`,
        );
        // Both served customers (clients keep connections open, so connections are few).
        expect(byPort[portA] ?? 0).toBeGreaterThanOrEqual(2);
        expect(byPort[portB] ?? 0).toBeGreaterThanOrEqual(2);
        expect(seen.vouchers.length).toBeGreaterThan(10);
        expect(seen.payments.length).toBeGreaterThan(3);
        expect(seen.purchases.length).toBeGreaterThan(3);
        expect(seen.anomalies).toEqual([]);
        expect(tally.serverErrorSamples).toEqual([]);
        expect(broken).toEqual({});
        expect(unbooked).toEqual({});
        expect(jobs.problems).toEqual([]);
        // The five-second jobs kept running while an instance came and went, unless a kill cut one
        // of their runs: that lease is freed only after LEASE_STALE_MS (60 s), longer than this test.
        for (const job of ["sms-dispatch", "sandbox-gateway"]) {
          const ran = jobs.runsByJob[job] ?? 0;
          if ((jobs.cutByJob[job] ?? 0) === 0) expect(ran, job).toBeGreaterThanOrEqual(3);
          else expect(ran, job).toBeGreaterThanOrEqual(1);
        }
      } finally {
        await Promise.all([a.kill(), b.kill()]);
        await balancer.close();
        await checker.end().catch(() => undefined);
        await database.close();
      }
    });
  },
  240_000,
);
