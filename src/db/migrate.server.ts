import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.server.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Arbitrary constant: the advisory lock that serialises migrations across instances starting together. */
const MIGRATION_LOCK = 727_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver.kind === "pglite") {
    await migratePglite(drizzlePglite(handle.driver.client), { migrationsFolder });
    return;
  }
  const client = await handle.driver.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
