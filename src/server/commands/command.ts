import type { Config } from "../../config/config.server.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import type { Logger } from "../../lib/logger.server.ts";

/** What every operator command receives: the opened database (migrated), configuration and log. */
export type CommandContext = { database: DatabaseHandle; config: Config; log: Logger; args: string[] };

/**
 * One operator command (`node src/server/cli.ts <name> ...`). `run` answers the exit code:
 * 0 done, 1 failed, 2 wrong usage. Output for people goes to stdout, problems to stderr.
 */
export type Command = { name: string; usage: string; run: (ctx: CommandContext) => Promise<number> };
