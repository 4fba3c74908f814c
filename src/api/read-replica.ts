/**
 * Where a chosen read-only operation reads (docs/decisions/078-read-replica.md): the replica when
 * one is configured, answering, and safe for this caller; the primary otherwise, which is also where
 * every write, every transaction and every read not routed here stays. A read that fails because the
 * replica cannot answer is run again on the primary, so a replica outage costs time, not answers.
 */
import type { Context } from "hono";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { type ServiceContext, withDb } from "../domain/context.ts";
import type { ApiEnv } from "./context.ts";
import { serviceContext } from "./service-context.ts";

type ReadOptions = {
  /**
   * Asked on the replica before it is used; false sends the read to the primary (a replica that has
   * not yet replayed what the caller needs).
   */
  caughtUp?: (replica: ServiceContext) => Promise<boolean>;
};

/** Runs `read` with a context on the replica where that is safe, else on the primary. */
export async function onReader<T>(
  c: Context<ApiEnv>,
  read: (ctx: ServiceContext) => Promise<T>,
  options: ReadOptions = {},
): Promise<T> {
  const ctx = serviceContext(c);
  const replica = c.var.deps.database.replica;
  if (!replica?.available() || changedRecently(c, replica.stickyMs)) return read(ctx);
  const onReplica = withDb(ctx, replica.db);
  try {
    if (options.caughtUp && !(await options.caughtUp(onReplica))) return read(ctx);
    return await read(onReplica);
  } catch (error) {
    // A not-found or a bad input is the answer; only "cannot answer" is worth the primary's time.
    if (!isDatabaseUnavailable(error)) throw error;
    replica.reportFailure();
    c.var.log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      "read replica unavailable: reading from the primary",
    );
    return read(ctx);
  }
}

/**
 * Read your writes: a customer who changed something a moment ago (a purchase, a payment, a setting)
 * reads their own history from the primary, which holds the change whatever the replica's lag.
 */
function changedRecently(c: Context<ApiEnv>, stickyMs: number): boolean {
  const usedAt = c.var.sessionUsedAt;
  return usedAt !== undefined && serviceContext(c).now.getTime() - usedAt.getTime() < stickyMs;
}
