/**
 * A real PostgreSQL streaming replica for one test file: a small primary cluster made with initdb
 * and a hot standby copied from it with `pg_basebackup -R`, each on a free port in a temporary
 * folder, both stopped and removed by `stop()`. About 4 s on a 2-core machine. The PostgreSQL
 * programs refuse to run as root, so they run as the `postgres` OS user (as root, through runuser).
 */
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const BIN = "/usr/lib/postgresql/15/bin";

export type StreamingReplica = {
  primaryUrl: string;
  standbyUrl: string;
  /** Stops the standby at once, as a crash would. */
  stopStandby(): Promise<void>;
  stop(): Promise<void>;
};

/** Whether this machine can make one: PostgreSQL 15's programs, and root or the postgres user. */
export function canStartStreamingReplica(): boolean {
  return existsSync(join(BIN, "initdb")) && (process.getuid?.() === 0 || userInfo().username === "postgres");
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** Runs a PostgreSQL program as the postgres user. */
function asPostgres(program: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  return asRoot ? run("runuser", ["-u", "postgres", "--", join(BIN, program), ...args]) : run(join(BIN, program), args);
}

export async function startStreamingReplica(): Promise<StreamingReplica> {
  const dir = mkdtempSync(join(tmpdir(), "zain-replica-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    chownSync(dir, Number(stdout.trim()), -1);
  }
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const server = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const started: string[] = [];
  const primary = join(dir, "primary");
  const standby = join(dir, "standby");
  const stop = async () => {
    for (const data of started.reverse()) {
      await asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(() => undefined);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // initdb's own pg_hba.conf lets local connections (replication ones too) in with trust.
    await asPostgres("initdb", ["-D", primary, "-A", "trust", "-U", "postgres", "--no-sync"]);
    await asPostgres("pg_ctl", ["-D", primary, "-o", server(primaryPort), "-l", `${primary}.log`, "-w", "start"]);
    started.push(primary);
    const from = ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"];
    await asPostgres("pg_basebackup", [...from, "-D", standby, "-R", "-X", "stream", "--no-sync"]);
    await asPostgres("pg_ctl", ["-D", standby, "-o", server(standbyPort), "-l", `${standby}.log`, "-w", "start"]);
    started.push(standby);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/postgres`,
    stopStandby: async () => {
      await asPostgres("pg_ctl", ["-D", standby, "-m", "immediate", "stop"]);
    },
    stop,
  };
}
