import type { Job } from "./job-runner.server.ts";

/** Every periodic job; features append theirs. Each can also be run with `npm run job -- <name>`. */
export const jobList: Job[] = [];
