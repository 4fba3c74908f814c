/** The production server as `npm start` runs it, started for a measurement and stopped after. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../free-port.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = () => randomBytes(32).toString("base64url");

export type AppServer = { origin: string; stop: () => Promise<void> };

/** Secrets for a throwaway run: fixed for its lifetime, so a restart keeps sessions and cards. */
export function runSecrets(): Record<string, string> {
  return {
    SESSION_PEPPER: secret(),
    VOUCHER_PEPPER: secret(),
    PAYMENT_GATEWAY_SECRET: secret(),
    USAGE_INGEST_KEY: secret(),
    SEALING_KEY: secret(),
  };
}

/** Runs a command to the end with the script's output, or throws. */
export function runOrThrow(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/**
 * A throwaway embedded (PGlite) site with the demo data, as `npm start` seeds it: builds if
 * stale, migrates and seeds in a new folder under the system's temp directory. Returns the folder
 * (remove it when done) and the environment to start the production server with.
 */
export function seededEmbeddedSite(prefix: string): { work: string; env: Record<string, string> } {
  runOrThrow(process.execPath, ["scripts/build-if-stale.mjs"]);
  const work = mkdtempSync(join(tmpdir(), prefix));
  const env = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: join(work, "data"),
    PGLITE_DIR: join(work, "pglite"),
    DEMO_MODE: "1",
    I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC: "1",
    JOBS: "0",
    ...runSecrets(),
  };
  mkdirSync(env.PGLITE_DIR, { recursive: true });
  runOrThrow(process.execPath, ["src/server/cli.ts", "migrate"], env);
  runOrThrow(process.execPath, ["src/server/cli.ts", "seed"], env);
  return { work, env };
}

/** Starts `node src/server/main.ts` with `env` on a free port and waits for /readyz. */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: String(port), PUBLIC_ORIGIN: origin, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const end = Date.now() + 120_000;
  while (Date.now() < end && child.exitCode === null) {
    const res = await fetch(`${origin}/readyz`).catch(() => null);
    await res?.body?.cancel();
    if (res?.status === 200) return { origin, stop };
    await pause(200);
  }
  await stop();
  throw new Error(`the server did not become ready:\n${output}`);
}
