import type { JobFacts } from "./articles.ts";

/** A vacancy takes applications up to and including its closing day, in Baghdad. */
export function isOpen(job: Pick<JobFacts, "closesAt">, today: string): boolean {
  return job.closesAt >= today;
}

/** Open vacancies (closing soonest first) and closed ones (most recently closed first). */
export function splitJobs<T extends { job: JobFacts | null }>(items: T[], today: string): { open: T[]; closed: T[] } {
  const withJob = items.filter((item): item is T & { job: JobFacts } => item.job !== null);
  const open = withJob.filter((item) => isOpen(item.job, today));
  const closed = withJob.filter((item) => !isOpen(item.job, today));
  open.sort((a, b) => a.job.closesAt.localeCompare(b.job.closesAt));
  closed.sort((a, b) => b.job.closesAt.localeCompare(a.job.closesAt));
  return { open, closed };
}
