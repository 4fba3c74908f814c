/**
 * The read replica's own small pool (DATABASE_REPLICA_URL), and whether it may be used right now.
 * After a failure it is left alone for a few seconds, so that while it is down reads go straight to
 * the primary instead of each waiting for a connection that will not come
 * (docs/decisions/078-read-replica.md).
 */
import type pg from "pg";
import type { DatabaseTimeouts, ReplicaConfig } from "../config/config.server.ts";
import { type Db, openPostgres } from "./client.server.ts";

/** How long the replica is passed over after a failure before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;

export type ReplicaHandle = {
  db: Db;
  pool: pg.Pool;
  /** How long after a customer's change their own history reads stay on the primary. */
  stickyMs: number;
  /** Resolves when the replica answers within `timeoutMs`; records the outcome for `available()`. */
  ping(timeoutMs?: number): Promise<void>;
  /** False for REPLICA_RETRY_MS after a failure. */
  available(): boolean;
  /** A read on the replica failed because it could not answer (not because of the query). */
  reportFailure(): void;
  close(): Promise<void>;
};

export function openReplica(
  config: ReplicaConfig,
  options: { timeouts?: DatabaseTimeouts; onPoolError?: (e: Error) => void; now?: () => number } = {},
): ReplicaHandle {
  const now = options.now ?? Date.now;
  const { db, driver, ping, close } = openPostgres(config.url, config.poolSize, { ...options, readOnly: true });
  if (driver.kind !== "postgres") throw new Error("a replica is always PostgreSQL");
  let failedAt = Number.NEGATIVE_INFINITY;
  const reportFailure = () => {
    failedAt = now();
  };
  return {
    db,
    pool: driver.pool,
    stickyMs: config.stickyMs,
    ping: (timeoutMs) =>
      ping(timeoutMs).then(
        () => {
          failedAt = Number.NEGATIVE_INFINITY;
        },
        (error: unknown) => {
          reportFailure();
          throw error;
        },
      ),
    available: () => now() - failedAt >= REPLICA_RETRY_MS,
    reportFailure,
    close,
  };
}
