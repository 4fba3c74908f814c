/**
 * When a failed job is tried again: 30 s after the first failure, doubling with each failure in a
 * row, at most an hour, plus up to a fifth more at random so that instances restarted together do
 * not retry in step. Independent of the job's period: a daily job is retried within the hour, and
 * a job run every few seconds backs off instead of hammering what is failing.
 */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60_000;
const JITTER = 0.2;

export function retryDelayMs(consecutiveFailures: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, consecutiveFailures - 1);
  const delay = Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_CAP_MS);
  return Math.round(delay * (1 + JITTER * random()));
}
