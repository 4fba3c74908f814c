import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { DatabaseConfig, DatabaseTimeouts } from "../config/config.server.ts";
import { timePgliteQueries, timePoolQueries } from "./query-metrics.server.ts";
import { openReplica, type ReplicaHandle } from "./replica.server.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** A database handle or an open transaction: services accept either, so tests can roll back. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  kind: DatabaseConfig["kind"];
  db: Db;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /**
   * The raw driver. On PostgreSQL, `session()` opens a connection of its own without the statement
   * limits, for migrations and start-up locks that may rightly wait longer (call `end()` after).
   */
  driver: { kind: "postgres"; pool: pg.Pool; session(): Promise<pg.Client> } | { kind: "pglite"; client: PGlite };
  /**
   * The read replica (DATABASE_REPLICA_URL), for the reads docs/decisions/078-read-replica.md names;
   * absent without one, and then those reads use `db` as before.
   */
  replica?: ReplicaHandle;
};

/** Used when a caller (a test, a script) gives none; the configuration's defaults are the same. */
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { statementMs: 5_000, connectMs: 3_000, idleInTransactionMs: 10_000 };

export async function openDatabase(config: DatabaseConfig, options: { onPoolError?: (e: Error) => void } = {}) {
  if (config.kind === "pglite") return openPglite(config.dir);
  const primary = openPostgres(config.url, config.poolSize, { timeouts: config.timeouts, ...options });
  return config.replica
    ? withReplica(primary, openReplica(config.replica, { timeouts: config.timeouts, ...options }))
    : primary;
}

/** The primary with a replica beside it; closing closes both. */
export function withReplica(primary: DatabaseHandle, replica: ReplicaHandle): DatabaseHandle {
  return {
    ...primary,
    replica,
    close: async () => {
      // A replica that is away must not keep the primary's pool open at shutdown.
      await replica.close().catch(() => undefined);
      await primary.close();
    },
  };
}

export function openPostgres(
  url: string,
  poolSize = 10,
  {
    timeouts = DEFAULT_TIMEOUTS,
    onPoolError,
    readOnly = false,
  }: { timeouts?: DatabaseTimeouts; onPoolError?: (e: Error) => void; readOnly?: boolean } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: readOnly ? readOnlyUrl(url) : url,
    max: poolSize,
    // Bounds both opening a connection and waiting for a free one in a full pool.
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 30_000,
    // The server cancels a long statement (the connection stays usable); the driver's own limit,
    // a second later, is what ends the wait when the server has gone silent and cannot answer.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  });
  // An idle client whose server went away emits 'error'; without a listener the process would exit.
  pool.on("error", (error) => onPoolError?.(error));
  timePoolQueries(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    driver: {
      kind: "postgres",
      pool,
      session: async () => {
        const client = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: 0,
          keepAlive: true,
        });
        client.on("error", (error) => onPoolError?.(error));
        await client.connect();
        // A limit set on the role or database would otherwise still apply.
        await client.query("set statement_timeout = 0");
        return client;
      },
    },
    ping: (timeoutMs = 2_000) =>
      withTimeout(
        pool.query("select 1").then(() => undefined),
        timeoutMs,
      ),
    close: () => pool.end(),
  };
}

export async function openPglite(dirOrUrl: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (!dirOrUrl.startsWith("memory://")) mkdirSync(dirOrUrl, { recursive: true });
  const client = await PGlite.create(dirOrUrl, loadDataDir ? { loadDataDir } : {});
  timePgliteQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    driver: { kind: "pglite", client },
    ping: (timeoutMs = 2_000) =>
      withTimeout(
        client.query("select 1").then(() => undefined),
        timeoutMs,
      ),
    close: () => client.close(),
  };
}

/**
 * The address with every session read-only, added to any server options it already has: a write
 * sent to it by mistake fails loudly instead of landing on a server that only looks like a replica.
 */
export function readOnlyUrl(url: string): string {
  const parsed = new URL(url);
  const options = [parsed.searchParams.get("options"), "-c default_transaction_read_only=on"];
  parsed.searchParams.set("options", options.filter(Boolean).join(" "));
  return parsed.toString();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
