/**
 * DATABASE_REPLICA_URL (docs/decisions/078-read-replica.md), on PostgreSQL with a read-only stand-in
 * for the replica (tests/read-replica.ts): public reads are answered there, a customer's history
 * too unless they just changed something, a replica behind the content version or away is passed
 * over for the primary, and without the setting nothing changes.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { openDatabase, openPostgres } from "../src/db/client.server.ts";
import { sessions } from "../src/db/schema/index.ts";
import { call, testApi } from "./api.ts";
import { testConfig } from "./config.ts";
import { onPostgres } from "./database.ts";
import { fundedCustomer } from "./factories/money.ts";
import { type ReplicaSchema, replicaSchema } from "./read-replica.ts";

const url = inject("databaseUrl") ?? "";
const MARKER = `replica-only-${process.pid}`;
let replica: ReplicaSchema;

beforeAll(async () => {
  if (!onPostgres()) return;
  replica = await replicaSchema(url);
  // The replica holds one store the primary does not, and a ledger with nothing in it.
  await replica.shadow("stores", "all");
  await replica.sql(`update ${replica.name}.stores set id = '${MARKER}'
    where id = (select id from public.stores where active order by id limit 1)`);
  await replica.shadow("ledger_entries", "none");
});
afterAll(() => replica?.drop());

const withReplica = (replicaUrl: string) =>
  openDatabase(testConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "3", DATABASE_REPLICA_URL: replicaUrl }).database);
const storeIds = async (api: ReturnType<typeof testApi>) =>
  ((await (await call(api, "/api/v1/stores")).json()) as { id: string }[]).map((s) => s.id);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });

test.runIf(onPostgres())("public store reads are answered by the replica, which refuses writes", async () => {
  const database = await withReplica(replica.url);
  try {
    expect(await storeIds(testApi(database))).toContain(MARKER);
    // SQLSTATE 25006: read_only_sql_transaction.
    await expect(database.replica?.db.execute(sql`update stores set active = active`)).rejects.toMatchObject({
      cause: { code: "25006" },
    });
    expect(await storeIds(testApi(openPostgres(url, 2)))).not.toContain(MARKER);
  } finally {
    await database.close();
  }
});

test.runIf(onPostgres())(
  "a replica that has not replayed the content version yet is passed over, so caches never keep its old answers",
  async () => {
    const database = await withReplica(replica.url);
    const schema = replica.name;
    try {
      await replica.shadow("content_version", "all");
      // Behind the primary, then (whatever other tests commit meanwhile) well ahead of it.
      await replica.sql(`update ${schema}.content_version set version = version - 1`);
      expect(await storeIds(testApi(database))).not.toContain(MARKER);
      await replica.sql(`update ${schema}.content_version set version = version + 1000000`);
      expect(await storeIds(testApi(database))).toContain(MARKER);
    } finally {
      await replica.sql(`drop table ${schema}.content_version`);
      await database.close();
    }
  },
);

test.runIf(onPostgres())(
  "a customer's statement comes from the replica, except right after they bought something, when it shows the purchase",
  async () => {
    const database = await withReplica(replica.url);
    const api = testApi(database);
    try {
      const c = await fundedCustomer(database.db, 10_000);
      const settle = () =>
        database.db
          .update(sessions)
          .set({ lastUsedAt: new Date(Date.now() - 60_000) })
          .where(eq(sessions.accountId, c.account.id));
      const statementKinds = async () => {
        const res = await call(api, `/api/v1/lines/${c.lineId}/statement`, { headers: bearer(c.token) });
        expect(res.status).toBe(200);
        return ((await res.json()) as { entries: { kind: string }[] }).entries.map((e) => e.kind).sort();
      };
      await settle();
      expect(await statementKinds()).toEqual([]);

      const bought = await call(api, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
        method: "POST",
        headers: { ...bearer(c.token), "Idempotency-Key": `replica-${c.lineId}` },
        body: JSON.stringify({ offering: "bikaifi-210" }),
      });
      expect(bought.status).toBe(201);
      expect(await statementKinds()).toEqual(["purchase", "recharge"]);
      const balance = await call(api, `/api/v1/lines/${c.lineId}/balance`, { headers: bearer(c.token) });
      expect((await balance.json()).balanceIqd).toBe(7000);

      await settle();
      expect(await statementKinds()).toEqual([]);
    } finally {
      await database.close();
    }
  },
);

test.runIf(onPostgres())(
  "with the replica away, reads come from the primary and /readyz says degraded, not unavailable",
  async () => {
    const away = new URL(url);
    away.port = "1";
    const database = await withReplica(away.toString());
    const api = testApi(database);
    try {
      const ids = await storeIds(api);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(MARKER);
      const ready = await call(api, "/readyz", { key: null });
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: "ready",
        replica: "degraded",
        reason: "replica: unreachable",
      });
    } finally {
      await database.close();
    }
  },
);

test.runIf(onPostgres())(
  "without DATABASE_REPLICA_URL every read is the primary's and a purchase leaves the session as it was",
  async () => {
    const database = await openDatabase(testConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "3" }).database);
    const api = testApi(database);
    try {
      expect(database.replica).toBeUndefined();
      expect(await storeIds(api)).not.toContain(MARKER);
      const c = await fundedCustomer(database.db, 10_000);
      const before = new Date(Date.now() - 60_000);
      await database.db.update(sessions).set({ lastUsedAt: before }).where(eq(sessions.accountId, c.account.id));
      const bought = await call(api, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
        method: "POST",
        headers: { ...bearer(c.token), "Idempotency-Key": `primary-${c.lineId}` },
        body: JSON.stringify({ offering: "bikaifi-210" }),
      });
      expect(bought.status).toBe(201);
      const res = await call(api, `/api/v1/lines/${c.lineId}/statement`, { headers: bearer(c.token) });
      const kinds = ((await res.json()) as { entries: { kind: string }[] }).entries.map((e) => e.kind).sort();
      expect(kinds).toEqual(["purchase", "recharge"]);
      const [session] = await database.db
        .select({ lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .where(eq(sessions.accountId, c.account.id));
      expect(session?.lastUsedAt).toEqual(before);
      const ready = await (await call(api, "/readyz", { key: null })).json();
      expect(ready).not.toHaveProperty("replica");
    } finally {
      await database.close();
    }
  },
);
