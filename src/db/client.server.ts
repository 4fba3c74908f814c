import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { DatabaseConfig } from "../config/config.server.ts";
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
  /** The raw driver, for migrations and locks that need one connection. */
  driver: { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; client: PGlite };
};

export async function openDatabase(config: DatabaseConfig, options: { onPoolError?: (e: Error) => void } = {}) {
  return config.kind === "postgres"
    ? openPostgres(config.url, config.poolSize, options.onPoolError)
    : openPglite(config.dir);
}

export function openPostgres(url: string, poolSize = 10, onPoolError?: (e: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server went away emits 'error'; without a listener the process would exit.
  pool.on("error", (error) => onPoolError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    driver: { kind: "postgres", pool },
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
