import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, inject, onTestFinished, test } from "vitest";
import { freePort } from "../scripts/free-port.ts";
import { onPostgres } from "./database.ts";

async function readiness(port: number, child: ChildProcess, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end && child.exitCode === null) {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res) return { status: res.status, body: await res.json() };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not listen within ${ms} ms (exit code ${child.exitCode})`);
}

// The real server process against the run's (migrated) PostgreSQL database; PGlite would spend
// the time migrating and seeding instead.
test.runIf(onPostgres())(
  "the server listens while Redis is down at start, and /readyz answers 200 with redis degraded",
  async () => {
    const [port, redisPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ["src/server/main.ts"], {
      env: {
        PATH: process.env.PATH ?? "",
        SERVER_ROLE: "api",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: inject("databaseUrl") ?? "",
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        DATA_DIR: mkdtempSync(join(tmpdir(), "zain-data-")),
        SEED: "0",
        JOBS: "0",
        LOG_LEVEL: "silent",
      },
      stdio: "ignore",
    });
    onTestFinished(() => {
      child.kill("SIGKILL");
    });
    const ready = await readiness(port, child, 90_000);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: "ready", database: "postgres", redis: "degraded" });
  },
  120_000,
);
