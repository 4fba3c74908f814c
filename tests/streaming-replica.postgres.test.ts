/**
 * DATABASE_REPLICA_URL against a real streaming replica (tests/streaming-replica.ts): a primary and
 * a hot standby started for this file. Replay on the standby is paused to make lag that lasts as
 * long as the test needs, and the standby is stopped to make an outage.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.server.ts";
import { runMigrations } from "../src/db/migrate.server.ts";
import { sessions } from "../src/db/schema/index.ts";
import { credit } from "../src/domain/lines/money.ts";
import { runSeed } from "../src/seed/run-seed.server.ts";
import { seedStepList } from "../src/seed/steps.server.ts";
import { call, testApi } from "./api.ts";
import { silentLogger, testConfig } from "./config.ts";
import { onPostgres } from "./database.ts";
import { fundedCustomer } from "./factories/money.ts";
import { makePlace, makeStores, storeFile } from "./factories/places.ts";
import { canStartStreamingReplica, type StreamingReplica, startStreamingReplica } from "./streaming-replica.ts";

const enabled = onPostgres() && canStartStreamingReplica();
let cluster: StreamingReplica;
let database: DatabaseHandle;
let primary: pg.Client;
let standby: pg.Client;

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startStreamingReplica();
  database = await openDatabase(
    testConfig({ DATABASE_URL: cluster.primaryUrl, DATABASE_POOL_SIZE: "3", DATABASE_REPLICA_URL: cluster.standbyUrl })
      .database,
  );
  await runMigrations(database);
  await runSeed(
    { db: database.db, config: testConfig({ DEMO_MODE: "0" }), log: silentLogger() },
    seedStepList.filter((s) => !s.demoOnly),
  );
  primary = new pg.Client({ connectionString: cluster.primaryUrl });
  standby = new pg.Client({ connectionString: cluster.standbyUrl });
  await Promise.all([primary.connect(), standby.connect()]);
}, 60_000);

afterAll(async () => {
  if (!enabled) return;
  await Promise.allSettled([primary?.end(), standby?.end(), database?.close()]);
  await cluster?.stop();
});

/** Waits until the standby has replayed everything the primary has written so far. */
async function replayed(): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
  for (let i = 0; i < 200; i++) {
    const caught = await standby.query<{ done: boolean }>("select pg_last_wal_replay_lsn() >= $1::pg_lsn as done", [
      rows[0]?.lsn,
    ]);
    if (caught.rows[0]?.done) return;
    await sleep(25);
  }
  throw new Error("the standby did not catch up");
}

/** Lag that lasts: the standby receives WAL but applies none of it until resumed. */
async function withReplayPaused(fn: () => Promise<void>): Promise<void> {
  await standby.query("select pg_wal_replay_pause()");
  try {
    await fn();
  } finally {
    await standby.query("select pg_wal_replay_resume()");
  }
}

// The read cache asks the content version before every read, so each read below is a fresh decision.
const api = () => testApi(database, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", PAGE_CACHE_CHECK_MS: "0" }) });
const storeIds = async (app: ReturnType<typeof api>) =>
  ((await (await call(app, "/api/v1/stores")).json()) as { id: string }[]).map((s) => s.id);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });

test.runIf(enabled)(
  "while the standby lags behind a change to the stores, the cached store list shows the change (read on the primary)",
  async () => {
    const app = api();
    const place = await makePlace(database.db);
    const [first] = await makeStores(database.db, storeFile(place));
    await replayed();
    expect(await storeIds(app)).toContain(first?.id);

    await withReplayPaused(async () => {
      const [second] = await makeStores(database.db, storeFile(place));
      const { rows } = await standby.query<{ n: number }>("select count(*)::int as n from stores where id = $1", [
        second?.id,
      ]);
      expect(rows[0]?.n).toBe(0);
      expect(await storeIds(app)).toContain(second?.id);
    });
  },
);

test.runIf(enabled)(
  "an offering's page is read on the standby until this instance learns of a change the standby has not replayed",
  async () => {
    // One instance that asks the content version before every read, one that asked a minute ago.
    const fresh = api();
    const slow = testApi(database, {
      config: testConfig({ PAYMENT_GATEWAY: "sandbox", PAGE_CACHE_CHECK_MS: "60000" }),
    });
    const price = async (app: ReturnType<typeof api>) =>
      ((await (await call(app, "/api/v1/offerings/weekly-3gb")).json()) as { priceIqd: number }).priceIqd;
    const before = await price(slow);
    try {
      await withReplayPaused(async () => {
        await primary.query("update offerings set price_iqd = price_iqd + 250 where slug = 'weekly-3gb'");
        // The standby still has the old price, and the slow instance knows of no change: it reads there.
        expect(await price(slow)).toBe(before);
        // The fresh instance knows the new content version, which the standby lacks: the primary answers.
        expect(await price(fresh)).toBe(before + 250);
      });
      await replayed();
      expect(await price(fresh)).toBe(before + 250);
    } finally {
      await primary.query("update offerings set price_iqd = price_iqd - 250 where slug = 'weekly-3gb'");
    }
  },
);

test.runIf(enabled)(
  "a customer's statement is read on the standby, except right after their purchase, which it shows",
  async () => {
    const app = api();
    const c = await fundedCustomer(database.db, 10_000);
    const settle = () =>
      database.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - 60_000) })
        .where(eq(sessions.accountId, c.account.id));
    const statementKinds = async () => {
      const res = await call(app, `/api/v1/lines/${c.lineId}/statement`, { headers: bearer(c.token) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { entries: { kind: string }[] }).entries.map((e) => e.kind).sort();
    };
    await settle();
    await replayed();
    expect(await statementKinds()).toEqual(["recharge"]);

    await withReplayPaused(async () => {
      // Written on the primary only: the standby, paused, still shows one recharge.
      await credit(database.db, c.lineId, 5_000, { kind: "recharge" });
      expect(await statementKinds()).toEqual(["recharge"]);

      const bought = await call(app, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
        method: "POST",
        headers: { ...bearer(c.token), "Idempotency-Key": `standby-${c.lineId}` },
        body: JSON.stringify({ offering: "bikaifi-210" }),
      });
      expect(bought.status).toBe(201);
      expect(await statementKinds()).toEqual(["purchase", "recharge", "recharge"]);

      await settle();
      expect(await statementKinds()).toEqual(["recharge"]);
    });
    await replayed();
    expect(await statementKinds()).toEqual(["purchase", "recharge", "recharge"]);
  },
);

// Last in the file: it stops the standby the other tests read from.
test.runIf(enabled)("with the standby stopped, reads go on from the primary and /readyz says degraded", async () => {
  const app = api();
  expect(await storeIds(app)).not.toHaveLength(0);
  await standby.end();
  await cluster.stopStandby();
  expect((await storeIds(app)).length).toBeGreaterThan(0);
  const ready = await call(app, "/readyz", { key: null });
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", replica: "degraded", reason: "replica: unreachable" });
});
