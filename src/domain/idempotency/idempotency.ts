import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

export type Stored<T> = { status: number; body: T; replayed: boolean };

const hashOf = (request: unknown) => createHash("sha256").update(JSON.stringify(request)).digest("hex");

/**
 * Runs a money-moving operation once per key. Call inside a transaction: the key row is inserted
 * first, so a concurrent request with the same key waits on it and then replays the stored
 * result. A failure rolls the key back with everything else, so a retry runs afresh.
 */
export async function once<T>(
  tx: Db,
  scope: string,
  key: string,
  request: unknown,
  run: () => Promise<{ status: number; body: T }>,
): Promise<Stored<T>> {
  const requestHash = hashOf(request);
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, status: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [first] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!first) throw new Error("idempotency key vanished");
    if (first.requestHash !== requestHash) throw new DomainError("invalid", "idempotency_key_reused");
    return { status: first.status, body: first.response as T, replayed: true };
  }
  const result = await run();
  await tx
    .update(idempotencyKeys)
    .set({ status: result.status, response: result.body as object })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return { ...result, replayed: false };
}

/**
 * The finished first result of a key, read without claiming it: lets an operation with one-shot
 * side checks outside its transaction (a spent proof-of-work, a rate limit) answer a retry with
 * its first result before those checks refuse it. A key in flight or for another request is null:
 * `once` then decides, inside the transaction.
 */
export async function storedResult<T>(db: Db, scope: string, key: string, request: unknown): Promise<Stored<T> | null> {
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!first || first.status === 0 || first.requestHash !== hashOf(request)) return null;
  return { status: first.status, body: first.response as T, replayed: true };
}

/**
 * How long a key's first result is kept. A client retries within minutes (a form within a day);
 * after this a key may be used afresh, and the table does not grow without end.
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Drops keys older than IDEMPOTENCY_KEY_DAYS (run by the cleanup job). */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
