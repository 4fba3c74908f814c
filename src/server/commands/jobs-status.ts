/**
 * `node src/server/cli.ts jobs-status [--json]`: each job's last run, failures in a row, next
 * attempt and dead letter, with its latest failures; and the SMS outbox's dead letter.
 */
import { parseArgs } from "node:util";
import { deadSmsSummary } from "../../domain/sms/dead-letter.ts";
import { type JobStatus, jobStatuses } from "../../jobs/job-status.server.ts";
import { jobList } from "../../jobs/jobs.server.ts";
import { jobServiceContext } from "../../jobs/service-context.server.ts";
import type { Command } from "./command.ts";

type Report = { jobs: JobStatus[]; sms: Awaited<ReturnType<typeof deadSmsSummary>> };

const time = (at: Date | null) => (at ? `${at.toISOString().slice(0, 19).replace("T", " ")}Z` : "-");

function period(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, "d"],
    [3_600_000, "h"],
    [60_000, "m"],
    [1_000, "s"],
  ];
  const [size, unit] = units.find(([size]) => ms % size === 0 && ms >= size) ?? [1, "ms"];
  return `${ms / size}${unit}`;
}

/** Columns padded to their widest cell: readable in a terminal and stable for grep. */
function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export function renderJobsStatus({ jobs, sms }: Report): string {
  const header = ["job", "every", "last start", "last finish", "outcome", "failures", "next due", "dead letter"];
  const rows = jobs.map((j) => [
    j.name,
    period(j.everyMs),
    time(j.lastStartedAt),
    time(j.lastFinishedAt),
    j.lastOutcome ?? "never run",
    String(j.consecutiveFailures),
    j.deadLetteredAt ? "-" : time(j.nextDueAt),
    j.deadLetteredAt ? `YES since ${time(j.deadLetteredAt)}` : "no",
  ]);
  const lines = [table([header, ...rows])];
  const failing = jobs.filter((j) => j.recentFailures.length > 0);
  if (failing.length) lines.push("", "Latest failures:");
  for (const j of failing) {
    for (const f of j.recentFailures) {
      lines.push(`  ${j.name}  ${time(f.startedAt)}  attempt ${f.attempt}  on ${f.instance}: ${f.error ?? ""}`);
    }
  }
  const dead = jobs.filter((j) => j.deadLetteredAt).map((j) => j.name);
  if (dead.length) lines.push("", `Dead-lettered: ${dead.join(", ")}. Run \`job <name>\` or \`job-revive <name>\`.`);
  lines.push(
    "",
    sms.dead === 0
      ? "SMS outbox: no dead messages."
      : `SMS outbox: ${sms.dead} dead message(s), the latest at ${time(sms.latestAt)}: ${sms.latestError ?? ""}`,
  );
  return lines.join("\n");
}

export const jobsStatusCommand: Command = {
  name: "jobs-status",
  usage: "jobs-status [--json]",
  run: async ({ database, config, log, args }) => {
    const { values } = parseArgs({ args, options: { json: { type: "boolean", default: false } }, strict: false });
    const now = new Date();
    const ctx = jobServiceContext({ db: database.db, config, log, now }, {}, "cli");
    const report: Report = { jobs: await jobStatuses(database.db, jobList, now), sms: await deadSmsSummary({ ctx }) };
    console.log(values.json ? JSON.stringify(report, null, 2) : renderJobsStatus(report));
    return 0;
  },
};
