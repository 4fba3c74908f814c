import type { JobFacts } from "../../src/contracts/api/articles.ts";

/** A vacancy takes applications up to and including its closing day, in Baghdad (or until filled). */
export function isOpen(job: Pick<JobFacts, "closesAt">, today: string): boolean {
  return job.closesAt === undefined || job.closesAt >= today;
}

// Open until filled sorts after every dated vacancy.
const closing = (job: JobFacts) => job.closesAt ?? "9999-12-31";

/** Open vacancies (closing soonest first) and closed ones (most recently closed first). */
export function splitJobs<T extends { job: JobFacts | null }>(items: T[], today: string): { open: T[]; closed: T[] } {
  const withJob = items.filter((item): item is T & { job: JobFacts } => item.job !== null);
  const open = withJob.filter((item) => isOpen(item.job, today));
  const closed = withJob.filter((item) => !isOpen(item.job, today));
  open.sort((a, b) => closing(a.job).localeCompare(closing(b.job)));
  closed.sort((a, b) => closing(b.job).localeCompare(closing(a.job)));
  return { open, closed };
}
