/**
 * Statement timing for both drivers. Drizzle's logger sees a statement before it runs and never its
 * end, so the time is taken one level down, where the driver runs it: each pooled `pg` client's
 * `query`, and PGlite's `query` (also inside its transactions). Only the wrapper's own timing is
 * added, and a trace span naming the statement's first keyword (src/lib/tracing); arguments and
 * results pass through untouched.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import { Counter, Gauge, Histogram } from "prom-client";
import { QUERY_BUCKETS, registry } from "../lib/prometheus.server.ts";
import { startStatementSpan } from "../lib/tracing/tracing.server.ts";

type Kind = "postgres" | "pglite";

const queryDuration = new Histogram({
  name: "db_query_duration_seconds",
  help: "Time from sending a statement to its answer, by database kind (postgres or pglite); the wait for a free pool connection is not included (see db_pool_waiting_requests)",
  labelNames: ["database"] as const,
  buckets: QUERY_BUCKETS,
  registers: [registry],
});
const queryErrors = new Counter({
  name: "db_query_errors_total",
  help: "Statements the database refused or did not answer (timeouts, constraint violations, lost connections)",
  labelNames: ["database"] as const,
  registers: [registry],
});

type AnyQuery = (...args: unknown[]) => unknown;

/** Wraps one `query` function: promise form (drizzle) and callback form (pg-pool's own `pool.query`). */
function timed(kind: Kind, query: AnyQuery): AnyQuery {
  const duration = queryDuration.labels({ database: kind });
  const errors = queryErrors.labels({ database: kind });
  // Written at 0 from the start: an error rate then reads 0 rather than "no data".
  errors.inc(0);
  return (...args) => {
    const started = performance.now();
    const endSpan = startStatementSpan(args[0]);
    const done = (failed: boolean) => {
      duration.observe((performance.now() - started) / 1000);
      if (failed) errors.inc();
      endSpan(failed);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        done(Boolean(error));
        return callback(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    // Observed on the side: the caller still gets the driver's own promise, rejection and all.
    if (result instanceof Promise) {
      result.then(
        () => done(false),
        () => done(true),
      );
    }
    return result;
  };
}

/** Every connection the pool opens is timed from then on (pool.query runs on one of them too). */
export function timePoolQueries(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    client.query = timed("postgres", client.query.bind(client) as AnyQuery) as typeof client.query;
  });
}

/** PGlite has one connection; a transaction hands out its own `tx.query`, which is timed as well. */
export function timePgliteQueries(client: PGlite): void {
  client.query = timed("pglite", client.query.bind(client) as AnyQuery) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = timed("pglite", tx.query.bind(tx) as AnyQuery) as typeof tx.query;
      return callback(tx);
    });
}

/** `pool` tells the primary's pool from the read replica's (DATABASE_REPLICA_URL), when there is one. */
const poolLabels = ["pool"] as const;
const poolGauges = {
  total: new Gauge({
    name: "db_pool_connections",
    help: "Connections the PostgreSQL pool holds open (node-postgres totalCount)",
    labelNames: poolLabels,
    registers: [registry],
  }),
  idle: new Gauge({
    name: "db_pool_idle_connections",
    help: "Open pool connections not lent out (node-postgres idleCount)",
    labelNames: poolLabels,
    registers: [registry],
  }),
  waiting: new Gauge({
    name: "db_pool_waiting_requests",
    help: "Queries waiting for a free pool connection (node-postgres waitingCount); above zero the pool is too small or statements too slow",
    labelNames: poolLabels,
    registers: [registry],
  }),
  max: new Gauge({
    name: "db_pool_max_connections",
    help: "The pool's size (DATABASE_POOL_SIZE, or DATABASE_REPLICA_POOL_SIZE for the replica's)",
    labelNames: poolLabels,
    registers: [registry],
  }),
};

/** Reads the pool's counters at scrape time (plain property reads). */
export function readPoolGauges(pool: pg.Pool, name: "primary" | "replica" = "primary"): void {
  const labels = { pool: name };
  poolGauges.total.set(labels, pool.totalCount);
  poolGauges.idle.set(labels, pool.idleCount);
  poolGauges.waiting.set(labels, pool.waitingCount);
  poolGauges.max.set(labels, pool.options.max ?? 10);
}
