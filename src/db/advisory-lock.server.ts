import type { DatabaseHandle } from "./client.server.ts";

/** Lock keys (arbitrary constants) for start-up work that several instances may begin at once. */
export const LOCKS = { migrations: 727_001, seed: 727_002 } as const;

/**
 * Runs `fn` while holding a session-level advisory lock on a connection of its own, so instances
 * starting together take turns. That connection has no statement limit: waiting for another
 * instance's migrations, or a long migration, is expected here. PGlite is one process with one
 * connection: nothing to lock.
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  key: number,
  fn: (client: import("pg").Client | undefined) => Promise<T>,
): Promise<T> {
  if (handle.driver.kind === "pglite") return fn(undefined);
  const client = await handle.driver.session();
  try {
    await client.query("select pg_advisory_lock($1)", [key]);
    return await fn(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [key]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
