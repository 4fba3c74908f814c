import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { type DatabaseHandle, type Db, openPglite, openPostgres } from "../src/db/client.server.ts";

let shared: Promise<DatabaseHandle> | undefined;

/** The test file's database: PGlite loaded from the migrated dump, or the run's PostgreSQL database. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= open();
  return shared;
}

export const onPostgres = () => Boolean(inject("databaseUrl"));

async function open(): Promise<DatabaseHandle> {
  const url = inject("databaseUrl");
  if (url) return openPostgres(url, 5);
  const dump = inject("pgliteDump");
  if (!dump) throw new Error("global setup provided no database");
  return openPglite("memory://", new Blob([readFileSync(dump)]));
}

class Rollback extends Error {}

/**
 * Runs `fn` inside a transaction that is always rolled back, so tests leave nothing behind and
 * never see each other's rows. Services called with the transaction nest as savepoints.
 */
export async function withRollback(fn: (handle: DatabaseHandle, db: Db) => Promise<void>): Promise<void> {
  const handle = await testDatabase();
  try {
    await handle.db.transaction(async (tx) => {
      // PGlite has one connection: a ping outside the open transaction would wait for it to end.
      const ping = async () => void (await tx.execute(sql`select 1`));
      await fn({ ...handle, db: tx, ping }, tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}
