/**
 * `node src/server/cli.ts job-revive <name>`: takes a job out of the dead letter without running
 * it here, for when the cause is fixed and the next run should happen on the servers themselves
 * (`job <name>` instead runs it at once in this process, and a success revives it too).
 */
import { reviveJob } from "../../jobs/job-history.server.ts";
import { jobList } from "../../jobs/jobs.server.ts";
import type { Command } from "./command.ts";

export const jobReviveCommand: Command = {
  name: "job-revive",
  usage: "job-revive <name>",
  run: async ({ database, args: [name] }) => {
    const job = jobList.find((j) => j.name === name);
    if (!job) {
      console.error(`Unknown job "${name ?? ""}". Jobs: ${jobList.map((j) => j.name).join(", ")}`);
      return 2;
    }
    if (!(await reviveJob(database.db, job.name))) {
      console.log(`Job ${job.name} is not dead-lettered; nothing to do.`);
      return 0;
    }
    console.log(`Job ${job.name} revived: the scheduler runs it at its next tick.`);
    return 0;
  },
};
