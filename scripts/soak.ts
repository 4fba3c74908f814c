/**
 * `npm run soak [-- --minutes 5 --clients 8 --database-url postgres://…]`: a bounded soak of the
 * built server, not run in CI. Starts the server on 127.0.0.1 with demo data (a fresh embedded
 * database unless --database-url names a PostgreSQL one to fill with demo data), sends mixed
 * traffic for the given minutes, and reports requests, errors (5xx or no answer), p50/p99 and the
 * server's heap after a forced garbage collection. Exit code 1 when there were errors or the heap
 * grew more than 10%. docs/decisions/038-crash-test-and-soak.md explains how to read it.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "./free-port.ts";
import { newStats } from "./soak/stats.ts";
import { DEMO_NUMBERS, VirtualUser } from "./soak/traffic.ts";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "5" },
    clients: { type: "string", default: "8" },
    "database-url": { type: "string" },
  },
});
const minutes = Number(args.minutes);
const clients = Number(args.clients);
if (!(minutes > 0 && minutes <= 120) || !(Number.isInteger(clients) && clients > 0 && clients <= 64)) {
  console.error("Usage: npm run soak -- [--minutes 0.5-120] [--clients 1-64] [--database-url postgres://…]");
  process.exit(2);
}
const MAX_HEAP_GROWTH_PERCENT = 10;
const DEMO_PASSWORD = "Demo-Pass-2026";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const work = mkdtempSync(join(tmpdir(), "zain-soak-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const secret = () => randomBytes(32).toString("base64url");
const env: Record<string, string> = {
  PATH: process.env.PATH ?? "",
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(port),
  PUBLIC_ORIGIN: origin,
  DATA_DIR: join(work, "data"),
  PGLITE_DIR: join(work, "pglite"),
  DEMO_MODE: "1",
  I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC: "1",
  SANDBOX_GATEWAYS: "1",
  SEED: "1",
  JOBS: "1",
  // Each simulated customer has its own address, as behind the site's proxy.
  TRUST_PROXY: "1",
  LOG_LEVEL: "warn",
  SESSION_PEPPER: secret(),
  VOUCHER_PEPPER: secret(),
  PAYMENT_GATEWAY_SECRET: secret(),
  USAGE_INGEST_KEY: secret(),
  SEALING_KEY: secret(),
  ...(args["database-url"] ? { DATABASE_URL: args["database-url"], PUBLIC_API_KEY: "zain-web-public" } : {}),
};
mkdirSync(env.PGLITE_DIR ?? "", { recursive: true });

// Scratch cards for the run, imported the way an operator imports a print run.
const cards = Array.from({ length: Math.ceil(minutes * 1_500) }, () =>
  String(10_000_000_000_000 + Math.floor(Math.random() * 89_999_999_999_999)),
);
const topUpCards = cards.splice(0, Math.ceil(minutes * 10));
const csv = join(work, "cards.csv");
const rows = [...cards.map((c) => `${c},1000`), ...topUpCards.map((c) => `${c},50000`)];
writeFileSync(csv, `code,value\n${rows.join("\n")}\n`);
const imported = spawnSync(
  process.execPath,
  ["src/server/cli.ts", "vouchers-import", csv, "--batch", `SOAK-${Date.now()}`],
  { env, encoding: "utf8" },
);
if (imported.status !== 0) {
  console.error(`Could not import the soak's cards:\n${imported.stdout}${imported.stderr}`);
  process.exit(1);
}

let output = "";
const server: ChildProcess = spawn(
  process.execPath,
  ["--expose-gc", "--import", "./scripts/soak/heap-probe.ts", "src/server/main.ts"],
  { env, stdio: ["ignore", "pipe", "pipe", "ipc"] },
);
const keep = (chunk: Buffer) => {
  output = (output + chunk.toString("utf8")).slice(-20_000);
};
server.stdout?.on("data", keep);
server.stderr?.on("data", keep);

async function stopServer() {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function heapAfterGc(): Promise<number> {
  const answer = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not report its heap")), 30_000);
    server.once("message", (m: { heapUsedBytes: number }) => {
      clearTimeout(timer);
      resolve(m.heapUsedBytes);
    });
  });
  server.send("heap");
  return answer;
}

async function waitReady() {
  const end = Date.now() + 120_000;
  while (Date.now() < end && server.exitCode === null) {
    const res = await fetch(`${origin}/readyz`).catch(() => null);
    await res?.body?.cancel();
    if (res?.status === 200) return;
    await pause(250);
  }
  throw new Error(`the server did not become ready:\n${output}`);
}

try {
  await waitReady();
  const stats = newStats();
  const traffic = { origin, stats, cards, topUpCards, password: DEMO_PASSWORD };
  const users = Array.from(
    { length: clients },
    (_, i) => new VirtualUser(traffic, DEMO_NUMBERS[i % DEMO_NUMBERS.length] ?? ""),
  );
  const heapIdle = await heapAfterGc();
  await Promise.all(users.map((u) => u.signIn()));

  /** Every client steps until `ms` have passed; traffic then stops so the heap is read at rest. */
  const phase = (ms: number) => {
    const end = Date.now() + ms;
    return Promise.all(
      users.map(async (u) => {
        while (Date.now() < end) await u.step();
      }),
    );
  };
  // Caches fill on first use (a page per language and address, compiled code): the heap is
  // compared from the end of a warm-up, a fifth of the run (at most a minute), to the end.
  const totalMs = minutes * 60_000;
  const warmUpMs = Math.min(60_000, totalMs / 5);
  const started = Date.now();
  await phase(warmUpMs);
  await pause(2_000);
  const heapStart = await heapAfterGc();
  await phase(totalMs - warmUpMs);
  const elapsedS = (Date.now() - started) / 1000;
  await pause(2_000);
  const heapEnd = await heapAfterGc();

  const s = stats.summary();
  const growth = ((heapEnd - heapStart) / heapStart) * 100;
  const passed = s.errors === 0 && growth <= MAX_HEAP_GROWTH_PERCENT;
  console.log(
    `Soak: ${minutes} min (${(warmUpMs / 60_000).toFixed(1)} min warm-up), ${clients} clients, ${env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}, ${origin}`,
  );
  console.log(
    `Requests: ${s.requests} (${(s.requests / elapsedS).toFixed(1)}/s); errors (5xx or no answer): ${s.errors}`,
  );
  console.log(`Latency: p50 ${stats.percentile(50)} ms, p99 ${stats.percentile(99)} ms`);
  console.log(`Statuses: ${JSON.stringify(s.statuses)}`);
  for (const [kind, row] of Object.entries(s.byKind))
    console.log(`  ${kind.padEnd(14)} ${String(row.requests).padStart(7)} requests, ${row.errors} errors`);
  for (const [refusal, count] of Object.entries(s.refusals)) console.log(`  refused: ${refusal} x${count}`);
  for (const sample of s.errorSamples) console.log(`  error: ${sample}`);
  console.log(
    `Heap after forced GC: idle ${mb(heapIdle)}, after warm-up ${mb(heapStart)}, end ${mb(heapEnd)} (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}% since warm-up; limit +${MAX_HEAP_GROWTH_PERCENT}%)`,
  );
  console.log(passed ? "Result: PASS" : "Result: FAIL");
  process.exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopServer();
  rmSync(work, { recursive: true, force: true });
}
