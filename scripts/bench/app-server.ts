/** The production server as `npm start` runs it, started for a measurement and stopped after. */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
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
  };
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
