import type { Config } from "../config/config.server.ts";
import { LOCKS, withStartupLock } from "../db/advisory-lock.server.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.server.ts";
import { runMigrations } from "../db/migrate.server.ts";
import type { Logger } from "../lib/logger.server.ts";
import { runSeed } from "../seed/run-seed.server.ts";

/** Opens the database, applies migrations and, when configured, the seed: the start of every role that needs data. */
export async function openPlatform(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase(config.database, {
    onPoolError: (error) => logger.warn({ err: error.message }, "database connection lost"),
  });
  await runMigrations(database);
  logger.info({ database: database.kind }, "migrations applied");
  if (config.seedOnStart) {
    const applied = await withStartupLock(database, LOCKS.seed, () =>
      runSeed({ db: database.db, config, log: logger }),
    );
    logger.info({ applied }, "seed complete");
  }
  return database;
}
