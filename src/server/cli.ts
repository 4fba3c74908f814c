/**
 * Operator commands: `npm run db:migrate`, `npm run db:seed`, `npm run job -- <name>`,
 * `npm run vouchers:import -- <file.csv> --batch <name>`, `npm run vouchers:report`.
 * They use the same configuration, migrations, seed and job code as the server.
 */
import { loadConfig } from "../config/config.server.ts";
import { ConfigError } from "../config/env.server.ts";
import { LOCKS, withStartupLock } from "../db/advisory-lock.server.ts";
import { runJobOnce } from "../jobs/job-runner.server.ts";
import { jobList } from "../jobs/jobs.server.ts";
import { jobServiceContext } from "../jobs/service-context.server.ts";
import { createLogger } from "../lib/logger.server.ts";
import { runSeed } from "../seed/run-seed.server.ts";
import { openPlatform } from "./platform.server.ts";
import { voucherImportCommand, voucherReportCommand } from "./voucher-commands.ts";

const [command, arg, ...rest] = process.argv.slice(2);

try {
  const base = loadConfig();
  // Migrations always run first; the seed only for `seed`, whatever SEED says.
  const config = { ...base, seedOnStart: false };
  const log = createLogger(config.logLevel, { role: "cli" });
  const database = await openPlatform(config, log);
  let exitCode = 0;
  if (command === "seed") {
    const applied = await withStartupLock(database, LOCKS.seed, () => runSeed({ db: database.db, config, log }));
    console.log(applied.length ? `Seed applied: ${applied.join(", ")}` : "Seed already up to date.");
  } else if (command === "job") {
    const job = jobList.find((j) => j.name === arg);
    if (!job) {
      console.error(`Unknown job "${arg ?? ""}". Jobs: ${jobList.map((j) => j.name).join(", ") || "(none)"}`);
      exitCode = 2;
    } else {
      const outcome = await runJobOnce({ db: database.db, config, log }, job, { force: true });
      console.log(`Job ${job.name}: ${outcome}`);
      exitCode = outcome === "failed" ? 1 : 0;
    }
  } else if (command === "vouchers-import" || command === "vouchers-report") {
    const ctx = jobServiceContext({ db: database.db, config, log, now: new Date() }, {}, "cli");
    exitCode =
      command === "vouchers-import"
        ? await voucherImportCommand(ctx, [arg ?? "", ...rest].filter(Boolean))
        : await voucherReportCommand(ctx);
  } else if (command !== "migrate") {
    console.error(
      "Usage: cli.ts migrate | seed | job <name> | vouchers-import <file.csv> --batch <name> | vouchers-report",
    );
    exitCode = 2;
  }
  await database.close();
  process.exit(exitCode);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
