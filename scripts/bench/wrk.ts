/** Runs wrk (Debian's package) on loopback and reads its summary. */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type LoadResult = { rps: number; p50Ms: number; p99Ms: number; requests: number; errors: number };

export type Load = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A wrk Lua script (for POST bodies and per-request headers). */
  script?: string;
};

const toMs = (value: string, unit: string) =>
  Number(value) * (unit === "us" ? 0.001 : unit === "ms" ? 1 : unit === "s" ? 1000 : Number.NaN);

function latency(output: string, percentile: string): number {
  const match = new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(output);
  return match?.[1] && match[2] ? Math.round(toMs(match[1], match[2]) * 1000) / 1000 : Number.NaN;
}

export function runWrk(load: Load): LoadResult {
  const args = ["-t1", `-c${load.connections}`, `-d${load.seconds}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(load.headers ?? {})) args.push("-H", `${name}: ${value}`);
  if (load.script) {
    const file = join(tmpdir(), `bench-${process.pid}-${Date.now()}.lua`);
    writeFileSync(file, load.script);
    args.push("-s", file);
  }
  args.push(load.url);
  const run = spawnSync("wrk", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const out = run.stdout;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50Ms: latency(out, "50"),
    p99Ms: latency(out, "99"),
    requests,
    errors: non2xx + socketErrors,
  };
}

export function haveCommand(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

/** The run with the median requests per second of several. */
function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no runs");
  return middle;
}

/** Runs two loads in turn, `rounds` times over, and returns each one's median run. */
export function interleaved(rounds: number, [first, second]: [Load, Load]): [LoadResult, LoadResult] {
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    runs[0].push(runWrk(first));
    runs[1].push(runWrk(second));
  }
  return [median(runs[0]), median(runs[1])];
}
