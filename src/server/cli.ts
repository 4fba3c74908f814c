/**
 * Operator commands: `npm run db:migrate`, `npm run db:seed`, `npm run job -- <name>`,
 * `npm run jobs:status`, `npm run job:revive -- <name>`,
 * `npm run vouchers:import -- <file.csv> --batch <name>`, `npm run vouchers:report`, and every
 * other command in `./commands/index.ts` as `node src/server/cli.ts <name> ...`.
 * They use the same configuration, migrations, seed and job code as the server.
 */
import { loadConfig } from "../config/config.server.ts";
import { ConfigError } from "../config/env.server.ts";
import { createLogger } from "../lib/logger.server.ts";
import { commands } from "./commands/index.ts";
import { openPlatform } from "./platform.server.ts";

/** Ten minutes: the longest the PostgreSQL setting accepts here (DATABASE_STATEMENT_TIMEOUT_MS's maximum). */
const COMMAND_STATEMENT_TIMEOUT_MS = 600_000;

const [name, ...args] = process.argv.slice(2);
const command = commands.find((c) => c.name === name);
if (!command) {
  console.error(`Usage: cli.ts ${commands.map((c) => c.usage).join(" | ")}`);
  process.exit(2);
}

try {
  // Migrations always run first; the seed only for `seed`, whatever SEED says.
  const loaded = loadConfig();
  // An operator's command (a seed, an import of a million cards) may run long statements that a
  // request never should: no statement timeout for it, whatever DATABASE_STATEMENT_TIMEOUT_MS says.
  const database =
    loaded.database.kind === "postgres"
      ? { ...loaded.database, timeouts: { ...loaded.database.timeouts, statementMs: COMMAND_STATEMENT_TIMEOUT_MS } }
      : loaded.database;
  const config = { ...loaded, database, seedOnStart: false };
  const log = createLogger(config.logLevel, { role: "cli" });
  const handle = await openPlatform(config, log);
  const exitCode = await command.run({ database: handle, config, log, args: args.filter(Boolean) });
  await handle.close();
  process.exit(exitCode);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
