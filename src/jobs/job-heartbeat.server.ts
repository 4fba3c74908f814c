/**
 * A running job renews its lease every HEARTBEAT_MS, so a run cut by a crash (SIGKILL, an
 * out-of-memory kill, a lost machine) is known for dead within LEASE_STALE_MS and another instance
 * takes the job at its next due time, instead of waiting out a fixed 15 minutes: the five-second
 * SMS dispatch, which carries sign-in codes, resumes within about a minute (docs/decisions/080).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { jobRuns } from "../db/schema/index.ts";

export const HEARTBEAT_MS = 15_000;
/** Four missed heartbeats: long enough for a busy event loop or a slow statement, short for a dead process. */
export const LEASE_STALE_MS = 60_000;

/** The newer of the lease's start and its last heartbeat (an instance without heartbeats counts from its start). */
export const leaseLastSeen = sql`greatest(${jobRuns.heartbeatAt}, ${jobRuns.lastStartedAt})`;

/**
 * Renews the lease of the run that started at `startedAt` until the returned stop is called. Only
 * that run's lease: after a takeover the row has another start, and the old run renews nothing.
 * `clock` gives the heartbeat's time on the run's own clock (tests run jobs at set times).
 */
export function keepLeaseAlive(db: Db, name: string, startedAt: Date, clock: () => Date, everyMs = HEARTBEAT_MS) {
  const beat = setInterval(() => {
    db.update(jobRuns)
      .set({ heartbeatAt: clock() })
      .where(and(eq(jobRuns.name, name), eq(jobRuns.lastStartedAt, startedAt)))
      .catch(() => undefined); // the run's own queries will say what is wrong with the database
  }, everyMs);
  beat.unref();
  return () => clearInterval(beat);
}
