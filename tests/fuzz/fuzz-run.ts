/**
 * Runs a fuzz target within its budget: a fixed number of cases (the floor the suite promises) or
 * until its time is spent, whichever comes first. Spending the time before the floor is a failure,
 * so a slow operation is noticed instead of being fuzzed less. Cases come from a seed, so a
 * reported failure replays with FUZZ_SEED.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import fc from "fast-check";

/** Cases per target, time per target and the seed; the environment may change each. */
export const FUZZ_CASES = Number(process.env.FUZZ_CASES ?? 200);
export const FUZZ_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 15_000);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Each target its own stream of cases from the run's seed, so targets do not mirror each other. */
export function seedFor(target: string): number {
  let hash = FUZZ_SEED;
  for (const ch of target) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

/** What one case showed: its status, and what was wrong with the answer, if anything. */
export type Verdict = { status: number; problem?: string };

export type Tally = {
  target: string;
  cases: number;
  serverErrors: number;
  problems: string[];
  ms: number;
  /** Answers by status, to see how deep the cases got (all 401 would mean little was tested). */
  statuses: Record<number, number>;
};

export async function runCases<T>(
  target: string,
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<Verdict>,
  describe: (value: T) => string,
): Promise<Tally> {
  const started = performance.now();
  const tally: Tally = { target, cases: 0, serverErrors: 0, problems: [], ms: 0, statuses: {} };
  const values = fc.sample(arbitrary, { numRuns: FUZZ_CASES, seed: seedFor(target) });
  for (const value of values) {
    if (performance.now() - started > FUZZ_BUDGET_MS) break;
    const verdict = await check(value);
    tally.cases += 1;
    tally.statuses[verdict.status] = (tally.statuses[verdict.status] ?? 0) + 1;
    if (verdict.status >= 500) tally.serverErrors += 1;
    if (verdict.problem) tally.problems.push(`${verdict.problem}\n    case: ${describe(value)}`);
  }
  tally.ms = Math.round(performance.now() - started);
  return tally;
}

/** The line CI prints: what was fuzzed, how much, and how many 5xx answers it met. */
export function summaryLine(kind: string, tallies: Tally[]): string {
  const cases = tallies.reduce((n, t) => n + t.cases, 0);
  const serverErrors = tallies.reduce((n, t) => n + t.serverErrors, 0);
  const problems = tallies.reduce((n, t) => n + t.problems.length, 0);
  const ms = tallies.reduce((n, t) => n + t.ms, 0);
  const fewest = Math.min(...tallies.map((t) => t.cases));
  const byClass = new Map<string, number>();
  for (const t of tallies) {
    for (const [status, n] of Object.entries(t.statuses)) {
      const group = status === "429" ? "429" : `${status[0]}xx`;
      byClass.set(group, (byClass.get(group) ?? 0) + n);
    }
  }
  const classes = [...byClass]
    .sort()
    .map(([group, n]) => `${group} ${n}`)
    .join(", ");
  return `fuzz ${kind}: ${tallies.length} targets, ${cases} cases (fewest ${fewest} per target; ${classes}), ${serverErrors} 5xx, ${problems} other problems, ${(ms / 1000).toFixed(1)} s, seed ${FUZZ_SEED}`;
}

/** The first problem of each kind (status and start of the answer), so one bug is reported once. */
export function distinctProblems(tally: Tally, limit = 5): string[] {
  const seen = new Map<string, string>();
  for (const problem of tally.problems) {
    const kind = problem.slice(0, 40).replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "");
    if (!seen.has(kind)) seen.set(kind, problem);
  }
  return [...seen.values()].slice(0, limit);
}

/** One line per target with its answers by status (FUZZ_VERBOSE=1). */
export function detailLines(tallies: Tally[]): string {
  return tallies.map((t) => `  ${t.target}: ${t.cases} cases in ${t.ms} ms, ${JSON.stringify(t.statuses)}`).join("\n");
}

/**
 * Prints the summary line (and with FUZZ_VERBOSE=1 a line per target), and leaves it in
 * reports/fuzz-<file>.txt, where scripts/test-summary.mjs shows it again at the end of the run.
 */
export function reportSummary(file: string, kind: string, tallies: Tally[]): void {
  if (tallies.length === 0) return;
  if (process.env.FUZZ_VERBOSE) console.log(detailLines(tallies));
  const line = summaryLine(kind, tallies);
  console.log(line);
  mkdirSync("reports", { recursive: true });
  writeFileSync(`reports/fuzz-${file}.txt`, `${line}\n`);
}
