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

const [name, ...args] = process.argv.slice(2);
const command = commands.find((c) => c.name === name);
if (!command) {
  console.error(`Usage: cli.ts ${commands.map((c) => c.usage).join(" | ")}`);
  process.exit(2);
}

try {
  // Migrations always run first; the seed only for `seed`, whatever SEED says.
  const config = { ...loadConfig(), seedOnStart: false };
  const log = createLogger(config.logLevel, { role: "cli" });
  const database = await openPlatform(config, log);
  const exitCode = await command.run({ database, config, log, args: args.filter(Boolean) });
  await database.close();
  process.exit(exitCode);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
