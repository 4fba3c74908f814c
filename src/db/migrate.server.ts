import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { LOCKS, withStartupLock } from "./advisory-lock.server.ts";
import type { DatabaseHandle } from "./client.server.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver.kind === "pglite") {
    await migratePglite(drizzlePglite(handle.driver.client), { migrationsFolder });
    return;
  }
  await withStartupLock(handle, LOCKS.migrations, async (client) => {
    if (client) await migratePg(drizzlePg(client), { migrationsFolder });
  });
}
