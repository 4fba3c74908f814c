import { LOCKS, withStartupLock } from "../../db/advisory-lock.server.ts";
import { runJobOnce } from "../../jobs/job-runner.server.ts";
import { jobList } from "../../jobs/jobs.server.ts";
import { runSeed } from "../../seed/run-seed.server.ts";
import type { Command } from "./command.ts";

/** Migrations run before every command; this one does nothing else. */
export const migrateCommand: Command = { name: "migrate", usage: "migrate", run: async () => 0 };

export const seedCommand: Command = {
  name: "seed",
  usage: "seed",
  run: async ({ database, config, log }) => {
    const applied = await withStartupLock(database, LOCKS.seed, () => runSeed({ db: database.db, config, log }));
    console.log(applied.length ? `Seed applied: ${applied.join(", ")}` : "Seed already up to date.");
    return 0;
  },
};

/** `--as-of <time>`: an ISO 8601 time with its zone, e.g. 2026-12-01T08:00:00Z. */
function asOfOf(args: string[]): Date | undefined | null {
  const at = args.indexOf("--as-of");
  if (at === -1) return undefined;
  const value = args[at + 1] ?? "";
  const parsed = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(parsed.getTime())
    ? parsed
    : null;
}

export const jobCommand: Command = {
  name: "job",
  usage: "job <name> [--as-of <ISO time, e.g. 2026-12-01T08:00:00Z>]",
  run: async ({ database, config, log, args: [name, ...options] }) => {
    const job = jobList.find((j) => j.name === name);
    if (!job) {
      console.error(`Unknown job "${name ?? ""}". Jobs: ${jobList.map((j) => j.name).join(", ") || "(none)"}`);
      return 2;
    }
    const asOf = asOfOf(options);
    if (asOf === null) {
      console.error("--as-of needs an ISO 8601 time with its zone, e.g. 2026-12-01T08:00:00Z");
      return 2;
    }
    // Forced: runs even while backing off or dead-lettered; a success takes it out of the dead letter.
    const outcome = await runJobOnce({ db: database.db, config, log }, job, { force: true, ...(asOf ? { asOf } : {}) });
    const why = {
      ran: asOf ? ` (as of ${asOf.toISOString()})` : "",
      skipped: " (another instance is running it now)",
      failed: " (see the log, or `jobs-status` for its history)",
    };
    console.log(`Job ${job.name}: ${outcome}${why[outcome]}`);
    return outcome === "failed" ? 1 : 0;
  },
};
