/**
 * The real server (`node src/server/main.ts`) as a child process that a test can kill with
 * SIGKILL and start again on the same port and database, as a crash and a supervisor's restart do.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Config } from "../../src/config/config.server.ts";

/** What a failed run needs to be understood: the tail of the server's own log. */
const KEEP_OUTPUT_CHARS = 40_000;

export type ServerProcess = {
  origin: string;
  /** Starts the process and resolves once /readyz answers 200. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown handler runs, open transactions die with their connections. */
  kill(): Promise<void>;
  /** SIGTERM: the server drains and exits; resolves with its exit code. */
  stop(): Promise<number | null>;
  starts(): number;
  output(): string;
  /** An operator's command (`node src/server/cli.ts ...args`) with this server's settings. */
  command(args: string[]): Promise<{ code: number | null; output: string }>;
};

/**
 * A production-like API process on `databaseUrl`: demo data seeded at start, the sandbox gateway,
 * periodic jobs on, behind a trusted proxy (so each simulated customer has its own address), and
 * the secrets of `config` so the test can import scratch cards the server can read.
 */
export function serverProcess(options: {
  databaseUrl: string;
  port: number;
  config: Config;
  /** Throttle counters in Redis, shared by every instance given the same URL. */
  redisUrl?: string;
  /** The address customers use (a balancer in front); by default this process's own. */
  publicOrigin?: string;
}): ServerProcess {
  const { port, config } = options;
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    SERVER_ROLE: "api",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_ORIGIN: options.publicOrigin ?? origin,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    PUBLIC_API_KEY: "zain-web-public",
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: "8",
    DATA_DIR: mkdtempSync(join(tmpdir(), "zain-crash-data-")),
    DEMO_MODE: "1",
    I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC: "1",
    SANDBOX_GATEWAYS: "1",
    PAYMENT_GATEWAY: "sandbox",
    SEED: "1",
    JOBS: "1",
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    SESSION_PEPPER: config.secrets.sessionPepper,
    VOUCHER_PEPPER: config.secrets.voucherPepper,
    PAYMENT_GATEWAY_SECRET: config.secrets.paymentGatewaySecret,
    USAGE_INGEST_KEY: config.secrets.usageIngestKey,
    SEALING_KEY: config.secrets.sealingKey,
  };
  let child: ChildProcess | undefined;
  let starts = 0;
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-KEEP_OUTPUT_CHARS);
  };

  async function waitReady(proc: ChildProcess, ms: number) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`the server exited during start (${proc.exitCode ?? proc.signalCode}):\n${output}`);
      }
      const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
      await res?.body?.cancel();
      if (res?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server was not ready within ${ms} ms:\n${output}`);
  }

  return {
    origin,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error("already running");
      starts += 1;
      const proc = spawn(process.execPath, ["src/server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
      proc.stdout?.on("data", keep);
      proc.stderr?.on("data", keep);
      child = proc;
      await waitReady(proc, 90_000);
    },
    async kill() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      proc.kill("SIGKILL");
      await exited;
    },
    async stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
      proc.kill("SIGTERM");
      return exited;
    },
    command(args) {
      return new Promise((resolve) => {
        const proc = spawn(process.execPath, ["src/server/cli.ts", ...args], {
          env,
          stdio: ["ignore", "pipe", "pipe"],
        });
        let said = "";
        const hear = (chunk: Buffer) => {
          said += chunk.toString("utf8");
        };
        proc.stdout?.on("data", hear);
        proc.stderr?.on("data", hear);
        proc.once("exit", (code) => resolve({ code, output: said }));
      });
    },
    starts: () => starts,
    output: () => output,
  };
}
